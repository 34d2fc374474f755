/**
 * Seed articles. `blocks` is a compact form of the HTML body: a plain string is a paragraph
 * (inline <strong>/<em> allowed), 'h:' a heading, 'ul:' a list split on '|', 'q:' a quote,
 * 'img:<n>:<caption>' a figure with `/seed/articles/<n>.svg`.
 */
export interface SeedArticle {
  title: string;
  topic: string;
  /** Index into the seed users. */
  author: number;
  hoursAgo: number;
  views: number;
  /** `/seed/covers/<n>.svg`, or none. */
  cover?: number;
  top?: boolean;
  blocks: string[];
}

export const seedArticles: SeedArticle[] = [
  {
    title: 'Welcome to the creature community',
    topic: 'announcements', author: 0, hoursAgo: 2, views: 5821, cover: 8, top: true,
    blocks: [
      'This is the place where keepers read, ask, trade notes and find each other. Everything you see here was written by people who play.',
      'h:What you can do here',
      'ul:Read guides by topic, from your first hatch to advanced breeding|Search every article by keyword|Join a union and its rooms|Climb the ranking by taking part',
      'Connect a browser wallet on the Morph test network to manage your creatures from the NFT tab. Reading needs no wallet at all.',
      'q:Be generous with what you learn. The best guides here started as one keeper answering another.',
    ],
  },
  {
    title: 'Season one: hatch, breed, climb',
    topic: 'events', author: 1, hoursAgo: 20, views: 4310, cover: 9, top: true,
    blocks: [
      'Season one opens today and runs for six weeks. Points come from everyday play: upgrading a creature, opening a pendant, closing a nest on time, writing a guide that others read.',
      'img:1:The season board, updated every hour',
      'The ranking resets at the start of every season, but your creatures, pendants and unions stay exactly as they are.',
      'h:Rules in short',
      'ul:One account per person; linked wallets count once|Points from transfers between your own wallets do not count|Ties are broken by who reached the score first',
      'Questions go to the <strong>Events</strong> topic; we answer there so everyone sees the answer.',
    ],
  },
  {
    title: 'Your first creature in five minutes',
    topic: 'getting-started', author: 2, hoursAgo: 30, views: 3977, cover: 1, top: true,
    blocks: [
      'You need three things: a browser wallet, a little test ETH for gas, and this app open in the wallet\'s browser.',
      'h:Step by step',
      'ul:Open the Wallet tab and connect; accept the switch to the Morph test network|Check your ETH balance shows above zero|Go to the NFT tab and choose Buy|Confirm the transaction in your wallet and wait for the receipt',
      'A new creature arrives <em>blind</em>: its image is a silhouette until the reveal. Its ten parameters are already fixed on chain, so nothing about it changes when the picture does.',
      'img:2:A blind creature before its reveal',
      'If the wallet asks to add the network, that is expected the first time. Accept it once and it will remember.',
    ],
  },
  {
    title: 'Breeding explained: nests, pairs and bred creatures',
    topic: 'breeding', author: 2, hoursAgo: 52, views: 3650, cover: 2, top: true,
    blocks: [
      'Breeding takes two creatures and produces a third. One keeper creates a <strong>nest</strong> with their creature; another keeper (or the same one) pairs a second creature into it.',
      'h:The lifecycle of a nest',
      'ul:Create nest: your creature is held by the breeding contract while the nest is open|Breed pair: a second creature joins; both are frozen for the breeding time|Claim: when the time is up, the bred creature can be claimed|Close nest: an unpaired nest can be closed and its creature returned',
      'Every creature has a limited number of breed times. When they run out, the pair action offers a variant that pays a fee for one more time.',
      'q:Plan pairs around frozen times. A creature frozen in a nest cannot be upgraded or staked until it is free.',
      'The incubator screen lists open nests waiting for a partner, your own nests, and pairs with their countdowns.',
    ],
  },
  {
    title: 'Upgrade grades and what they cost',
    topic: 'upgrades', author: 3, hoursAgo: 75, views: 2988, cover: 4, top: true,
    blocks: [
      'An upgrade raises a creature\'s grade and improves its speed and energy levels. Each grade has a cost in two tokens, AFA and talk, and the cost rises with the grade.',
      'The app shows the exact cost of the next grade before you confirm, and asks for a token approval only when your allowance does not already cover it.',
      'h:Limits to know',
      'ul:There is a level limit per creature|Lifespan multiplies with upgrades, up to its own limit|After an upgrade the creature is frozen for a short time',
      'A good habit: upgrade right after a rebirth, when the frozen time overlaps with time you would wait anyway.',
    ],
  },
  {
    title: 'Rebirth timing: when to wait and when to accelerate',
    topic: 'upgrades', author: 3, hoursAgo: 98, views: 2741, cover: 5,
    blocks: [
      'A creature whose lifespan is spent can be reborn. Rebirth starts a timer; when it ends, the creature is back with a fresh lifespan.',
      'If you cannot wait, the accelerate action claims the rebirth early at an accelerate rate. The cost is shown before you confirm.',
      'img:3:Rebirth countdown on the creature detail',
      'h:Rules of thumb',
      'ul:Accelerate when a season event rewards activity you would otherwise miss|Wait when your creature is also waiting for a nest partner|Never accelerate just to upgrade: the upgrade freeze follows anyway',
      'The countdown in the app reads the rebirth time from the chain, so it is right even after a reload.',
    ],
  },
  {
    title: 'Pendants: blind boxes, attributes and slots',
    topic: 'pendants', author: 4, hoursAgo: 120, views: 2630, cover: 3,
    blocks: [
      'Pendants are small NFTs that add to one of four attributes: speed, energy, lucky or wisdom. A creature has one slot per attribute.',
      'A new pendant is <strong>blind</strong>. Equipping a blind pendant first opens it, which fixes its attribute and value, then attaches it.',
      'h:Equip and uninstall',
      'ul:Equip puts the pendant in the slot of its attribute|A slot holds one pendant; uninstall frees it|Uninstalled pendants return to your wallet unchanged',
      'Pendants do not burn when a creature is reborn, so a good pendant keeps its value across lifespans.',
    ],
  },
  {
    title: 'Release 2.2.8: faster lists and clearer errors',
    topic: 'releases', author: 7, hoursAgo: 140, views: 1902, cover: 11,
    blocks: [
      'This release makes long lists load page by page as you scroll and explains failed transactions in plain words.',
      'h:What changed',
      'ul:Article lists load the next page as you reach the end|Every failed on-chain action names what failed: upgrade, rebirth, equipment and so on|Rejected signatures are treated as a quiet cancel|Pending transactions survive a page reload',
      'If you see a message you do not understand, post it in the Releases topic with the time it happened.',
    ],
  },
  {
    title: 'Staking pools: pledge days and income',
    topic: 'staking', author: 8, hoursAgo: 160, views: 2214, cover: 6,
    blocks: [
      'Staking a creature in a pool earns income for every day it stays pledged. The pool records when you pledged and for how many days.',
      'Income is released after the pledge period ends. A pool may set a minimum income, so short pledges can earn nothing at all.',
      'h:Before you stake',
      'ul:A staked creature cannot breed or upgrade|Lucky creatures have a falling-lucky time while staked|Withdraw returns the creature; earn claims the income',
      'The pledge status screen shows every number the contract uses, read live from the chain.',
    ],
  },
  {
    title: 'AFA and talk: two tokens, two jobs',
    topic: 'tokens', author: 9, hoursAgo: 185, views: 2102, cover: 7,
    blocks: [
      'AFA is the main token, with a fixed supply cap. Talk is the second token, minted at a mint rate and used alongside AFA to pay for upgrades.',
      'Both are standard tokens: spending them from a contract needs an approval first. The app approves the exact amount an action needs unless you already allowed enough.',
      'q:An approval is permission, not payment. Nothing moves until the action itself runs.',
      'The wallet tab shows both balances and your ETH, rounded down so it never shows more than you have.',
    ],
  },
  {
    title: 'Keeping your wallet safe',
    topic: 'safety', author: 12, hoursAgo: 210, views: 1876, cover: 10,
    blocks: [
      'Nobody from the team will ever ask for your recovery phrase. Not in a room, not in a direct message, not in an email.',
      'h:Habits that protect you',
      'ul:Check the network name before you sign|Read what an approval is for and how much it allows|Use a separate wallet for experiments|Log out of shared devices',
      'If a wallet you bound is compromised, bind a new account rather than reusing the old address.',
    ],
  },
  {
    title: 'How unions work',
    topic: 'unions', author: 1, hoursAgo: 233, views: 1750, cover: 8,
    blocks: [
      'A union is a family of keepers with a name, a description and an owner. Anyone can read a union\'s page; joining needs an account.',
      'Applying sends a request to the union. While it waits, the page shows <em>pending</em>; once accepted, you are a member and appear in its member list.',
      'h:Finding the right one',
      'ul:Read the description: most unions say what they focus on|Look at the members and their ranks|Visit the union\'s rooms before applying',
      'You can only have one application waiting per union, so there is no need to apply twice.',
    ],
  },
  {
    title: 'Keeper story: Mira and the thousand hatches',
    topic: 'stories', author: 6, hoursAgo: 260, views: 1630, cover: 12,
    blocks: [
      'Mira started keeping creatures on a slow Sunday and never stopped. She has hatched, by her own count, just over a thousand.',
      '"The first hundred I kept everything," she says. "Then I learned to read the parameters and started keeping only what I could use."',
      'img:4:Mira\'s collection sorted by species',
      'Today she runs the Dawn Hatchers union and hosts the morning hatch watch. Her advice to newcomers is short: pick one attribute and learn it well.',
    ],
  },
  {
    title: 'Reading the ten parameters of a creature',
    topic: 'analysis', author: 10, hoursAgo: 285, views: 1544, cover: 5,
    blocks: [
      'Every creature carries a fixed array of ten parameters alongside its species and category index. They are set at creation and never change.',
      'Some parameters feed the four attributes, others decide breeding outcomes. The detail view shows them all, but the four attributes are what most actions use.',
      'h:What matters most',
      'ul:Speed and energy improve with upgrades|Lucky affects staking income and falls while staked|Wisdom influences breeding results',
      'Numbers are read in one batched request from the chain, so the detail view opens quickly even on a slow network.',
    ],
  },
  {
    title: 'Buy limits and the allowlist',
    topic: 'announcements', author: 0, hoursAgo: 310, views: 1488, cover: 8,
    blocks: [
      'Buying creatures has per-user limits so that early batches reach many keepers rather than a few.',
      'ul:userBuyLimit: how many one address may buy in total|Buy switches open and close batches|An allowlist may open a batch early, until its end time',
      'The buy screen shows your count and the current limit before you confirm, so a purchase is never refused after you sign.',
    ],
  },
  {
    title: 'Closing a nest nobody joined',
    topic: 'breeding', author: 11, hoursAgo: 333, views: 1320,
    blocks: [
      'Sometimes a nest sits open with no partner. Closing it returns your creature and costs only gas.',
      'Open the incubator, find the nest under <strong>My nests</strong> and choose Close. The creature is back in your wallet once the transaction confirms.',
      'A closed nest cannot be reopened; create a new one when you are ready to try again.',
    ],
  },
  {
    title: 'Why my transaction says pending',
    topic: 'getting-started', author: 7, hoursAgo: 356, views: 1290,
    blocks: [
      'After you confirm in the wallet, the app shows the action as pending until the chain includes it. On the test network that usually takes a few seconds.',
      'If the page reloads meanwhile, the pending action is still there: the app remembers it by its hash and checks the receipt again.',
      'h:When it takes long',
      'ul:The network may be busy; wait a minute|A transaction with the same nonce may have replaced it|Check the explorer link on the activity list',
    ],
  },
  {
    title: 'Pendant values: a month of data',
    topic: 'analysis', author: 13, hoursAgo: 380, views: 1205, cover: 3,
    blocks: [
      'We opened and recorded two hundred blind pendants over a month. The attribute split was close to even, but values were not.',
      'img:5:Pendant values by attribute',
      'Lucky pendants showed the widest spread: a few very high values and many modest ones. Wisdom pendants were the most consistent.',
      'Take this as a snapshot, not a rule: the sample is small and came from one union.',
    ],
  },
  {
    title: 'Room etiquette',
    topic: 'unions', author: 14, hoursAgo: 402, views: 1102,
    blocks: [
      'Rooms are live and shared. A little care makes them better for everyone.',
      'ul:Say hello when you join a small room|Keep trades out of guide rooms|Do not post wallet addresses of others|Hosts may remove anyone who asks for recovery phrases',
      'Hosts set the room\'s tags; pick rooms by tag to find the conversation you want.',
    ],
  },
  {
    title: 'Speed builds for the upgrade race',
    topic: 'upgrades', author: 5, hoursAgo: 425, views: 1078, cover: 4,
    blocks: [
      'The Speed Demons union races to climb grades on speed-attribute creatures. Here is what the fastest climbers do.',
      'h:The routine',
      'ul:Equip a speed pendant before the first upgrade|Upgrade right after each rebirth|Keep enough AFA and talk approved for two grades ahead',
      'Speed itself does not shorten frozen times, so the race is really about never missing a window.',
    ],
  },
  {
    title: 'The talk mint rate, in plain words',
    topic: 'tokens', author: 9, hoursAgo: 448, views: 1011,
    blocks: [
      'Minting talk turns one amount into another at the mint rate the token contract holds. The mint screen shows the rate and what you will receive before you confirm.',
      'The set rate is a separate number the owner can change for other operations; it does not affect a mint already confirmed.',
    ],
  },
  {
    title: 'Fan art gallery: week three',
    topic: 'stories', author: 6, hoursAgo: 470, views: 980, cover: 12,
    blocks: [
      'This week\'s theme was "creatures at rest". Twelve keepers sent pieces; here are some favourites.',
      'img:6:A sleeping creature in a nest, by Chloé',
      'img:7:Three pendants on a shelf, by Aiko',
      'Next week\'s theme is "first reveal". Post your piece in the room with the art tag.',
    ],
  },
  {
    title: 'Account binding: email, Google and wallet',
    topic: 'safety', author: 12, hoursAgo: 495, views: 955,
    blocks: [
      'An account can log in by email code and can have one wallet bound to it. A wallet can belong to one account only.',
      'If binding fails with "tied to another account", that wallet is already bound elsewhere: log in to that account instead, or use another wallet.',
      'If it fails with "this account has been bound", your account already has a different wallet. One account, one wallet keeps ownership clear.',
    ],
  },
  {
    title: 'Pair cost and fertility, with examples',
    topic: 'breeding', author: 11, hoursAgo: 520, views: 930, cover: 2,
    blocks: [
      'Each creature has breed times. Pairing uses one from each side. When a creature has none left, the fee variant buys one time for that pairing.',
      'h:Example',
      'A creature with two breed times can pair twice for free. A third pairing uses the fee variant; the app shows its cost in the pair dialog.',
      'The fertility list shows, for each of your creatures, how many times remain and what one more costs.',
    ],
  },
  {
    title: 'Staking income: a worked example',
    topic: 'staking', author: 8, hoursAgo: 545, views: 902,
    blocks: [
      'Suppose a pool pays a daily income and has a minimum income. Pledge a creature for ten days and the income accrues daily.',
      'At the end, release claims what accrued. If the total is below the minimum income, nothing is paid, which is why very short pledges rarely make sense.',
      'q:Always read the pledge day and the minimum income on the pledge status screen before staking.',
    ],
  },
  {
    title: 'Community call recap: rooms and ranking',
    topic: 'events', author: 1, hoursAgo: 570, views: 874, cover: 9,
    blocks: [
      'Thanks to everyone who joined the call. The two most asked questions were about rooms and the ranking.',
      'h:Rooms',
      'Room search now finds rooms by title and by tag. Recommended rooms are ordered by a weight the hosts cannot buy.',
      'h:Ranking',
      'The ranking shows your own position even when you are not in the top of the list.',
    ],
  },
  {
    title: 'Choosing your first attribute',
    topic: 'getting-started', author: 17, hoursAgo: 596, views: 850,
    blocks: [
      'Four attributes, four play styles. Speed suits upgrade races, energy suits long sessions, lucky suits staking, wisdom suits breeding.',
      'Pick one and match your first pendant to it. Spreading across all four early makes every creature average.',
    ],
  },
  {
    title: 'Open nests: how to pick a partner',
    topic: 'breeding', author: 16, hoursAgo: 620, views: 826,
    blocks: [
      'The wait-pair list shows every open nest. Look at the nest creature\'s attributes and its frozen time before you pair.',
      'ul:Match attributes you want to keep|Check the remaining breed times of your own creature|Prefer nests whose owner is active in the community',
    ],
  },
  {
    title: 'Security notice: fake support accounts',
    topic: 'safety', author: 0, hoursAgo: 645, views: 1400, cover: 10,
    blocks: [
      'We have seen accounts named like support staff sending direct messages. Real staff never start a conversation by asking for anything.',
      'Report such accounts to a room host. Never sign a message or a transaction somebody sends you a link to.',
    ],
  },
  {
    title: 'Union spotlight: Quiet Library',
    topic: 'unions', author: 19, hoursAgo: 670, views: 790, cover: 12,
    blocks: [
      'Quiet Library writes more guides than any other union, and it shows: half the Guides topic cites their numbers.',
      'They meet twice a week in a room tagged <em>study</em> and keep a shared list of open questions.',
      '"We answer slowly and well," says the owner. New members start by checking one existing guide against the chain.',
    ],
  },
  {
    title: 'What happens to pendants on rebirth',
    topic: 'pendants', author: 4, hoursAgo: 695, views: 760,
    blocks: [
      'Equipped pendants stay equipped when a creature is reborn. Their values do not change.',
      'If you want to move a pendant to another creature, uninstall it first; it returns to your wallet and can be equipped again.',
    ],
  },
  {
    title: 'Release notes: the incubator screen',
    topic: 'releases', author: 7, hoursAgo: 720, views: 744, cover: 11,
    blocks: [
      'The incubator now shows open nests, your nests and your pairs on one screen, each with a countdown.',
      'ul:Countdowns read times from the chain|A finished pair shows Claim|An unpaired nest shows Close',
    ],
  },
  {
    title: 'Lucky creatures and the falling-lucky time',
    topic: 'staking', author: 15, hoursAgo: 745, views: 720,
    blocks: [
      'Staked lucky creatures lose lucky over time. The pool records a falling-lucky time per stake.',
      'Plan stakes so that the falling time ends near your pledge end; staking longer costs lucky without adding much income.',
    ],
  },
  {
    title: 'Ranking: how points are counted',
    topic: 'announcements', author: 1, hoursAgo: 770, views: 1180,
    blocks: [
      'Points come from taking part: on-chain actions, guides others read, and union activity. Buying more does not earn more by itself.',
      'The ranking page lists the top keepers and highlights your own row wherever you are.',
    ],
  },
  {
    title: 'A beginner\'s glossary',
    topic: 'getting-started', author: 10, hoursAgo: 795, views: 702, cover: 1,
    blocks: [
      'ul:<strong>Blind</strong>: not yet revealed; the image is a placeholder|<strong>Nest</strong>: an open breeding slot holding one creature|<strong>Pair</strong>: two creatures breeding|<strong>Frozen</strong>: temporarily unable to act|<strong>Grade</strong>: upgrade level|<strong>Pledge</strong>: staking a creature in a pool',
      'Missing a word? Ask in the newcomers room and we will add it.',
    ],
  },
  {
    title: 'Market notes: quiet week, busy nests',
    topic: 'analysis', author: 13, hoursAgo: 820, views: 688,
    blocks: [
      'Few buys this week, many nests. Keepers seem to prefer breeding what they have over buying new batches.',
      'Open nests rose by about a third; paired nests closed faster than the week before.',
    ],
  },
  {
    title: 'How to report a bug well',
    topic: 'releases', author: 20, hoursAgo: 845, views: 670,
    blocks: [
      'A good report lets someone else see what you saw.',
      'ul:What you did, step by step|What you expected|What happened instead, with the exact message|The time, and the transaction hash if there was one',
      'Screenshots help; wallet addresses of other people do not belong in a report.',
    ],
  },
  {
    title: 'Weekend contest: best blind reveal',
    topic: 'events', author: 5, hoursAgo: 870, views: 655, cover: 9,
    blocks: [
      'Share the best reveal of the weekend in the contest room. Votes close Sunday night.',
      'The winner picks the theme of next week\'s fan art gallery.',
    ],
  },
  {
    title: 'Why approvals come first',
    topic: 'getting-started', author: 3, hoursAgo: 895, views: 640,
    blocks: [
      'Contracts cannot take tokens or NFTs you did not allow them to. So an upgrade may ask for an approval first, then for the upgrade itself.',
      'The app skips the approval when what you allowed already covers the cost, so most actions after the first need one signature.',
    ],
  },
  {
    title: 'Energy builds for long sessions',
    topic: 'upgrades', author: 21, hoursAgo: 920, views: 620,
    blocks: [
      'Energy suits keepers who act many times a day. An energy pendant plus two grades makes a creature that keeps up.',
      'Energy levels improve with each grade, like speed; the two are raised together by an upgrade.',
    ],
  },
  {
    title: 'Keeper story: the night shift',
    topic: 'stories', author: 15, hoursAgo: 945, views: 604, cover: 12,
    blocks: [
      'Omar lives nine hours ahead of most of his union. So he started covering their rebirth windows.',
      '"Someone has to be awake," he says. Night Shift now has keepers on four continents and a shared calendar of windows.',
    ],
  },
  {
    title: 'Pendant slots: one per attribute',
    topic: 'pendants', author: 18, hoursAgo: 970, views: 590,
    blocks: [
      'A creature has four slots, one for each attribute. Two speed pendants cannot both be equipped on the same creature.',
      'The decorate view shows which slots are filled and which pendants in your wallet fit the free ones.',
    ],
  },
  {
    title: 'Token allowances: exact or unlimited?',
    topic: 'tokens', author: 22, hoursAgo: 995, views: 575,
    blocks: [
      'The app approves the exact amount an action needs. Unlimited approvals save a signature later but leave a standing permission.',
      'You can always check and lower allowances from your wallet.',
    ],
  },
  {
    title: 'Union spotlight: Iron Nest',
    topic: 'unions', author: 17, hoursAgo: 1020, views: 560,
    blocks: [
      'Iron Nest keeps a fertility sheet of every member creature and matches pairs across the union.',
      '"Half our pairs are made before the nest opens," says Tomás. They welcome breeders of every size.',
    ],
  },
  {
    title: 'Breeding results: what the data says',
    topic: 'analysis', author: 10, hoursAgo: 1045, views: 548, cover: 5,
    blocks: [
      'We followed sixty pairs from nest to claim. Wisdom-heavy pairs produced the most consistent offspring.',
      'img:8:Offspring attributes by parent wisdom',
      'Breed times spent with the fee variant did not change results, only cost.',
    ],
  },
  {
    title: 'Checklist before closing a pair',
    topic: 'breeding', author: 23, hoursAgo: 1070, views: 530,
    blocks: [
      'ul:The countdown has reached zero|You are the owner of the nest or the pair|You have ETH for gas',
      'Claim the bred creature first; the nest closes with the claim when both sides are done.',
    ],
  },
  {
    title: 'The ETH you need for gas',
    topic: 'getting-started', author: 24, hoursAgo: 1095, views: 515,
    blocks: [
      'Every on-chain action costs a little ETH for gas. On the test network, amounts are tiny, but zero is not enough.',
      'The wallet tab shows ETH rounded down to six decimals, so a balance that looks like zero may be just below 0.000001.',
    ],
  },
  {
    title: 'Staking or breeding: a decision guide',
    topic: 'staking', author: 8, hoursAgo: 1120, views: 505,
    blocks: [
      'A creature cannot be staked and in a nest at the same time. Which earns more depends on its attributes.',
      'ul:High lucky: stake, but watch the falling time|High wisdom: breed|Balanced: breed first, then stake between seasons',
    ],
  },
  {
    title: 'Seasonal schedule',
    topic: 'events', author: 1, hoursAgo: 1145, views: 490,
    blocks: [
      'Seasons run six weeks with one week of rest between them. Events are announced here a week ahead.',
      'Rest weeks are a good time for long breeding plans, since the ranking is paused.',
    ],
  },
  {
    title: 'Writing a guide people finish',
    topic: 'stories', author: 19, hoursAgo: 1170, views: 475,
    blocks: [
      'Start with what the reader will be able to do at the end. Then give steps, one action each.',
      'Numbers beat adjectives: "three grades" rather than "a few". Link to the chain data when you can.',
      'q:If a guide needs a glossary, write the glossary first.',
    ],
  },
  {
    title: 'Wisdom pendants and breeding',
    topic: 'pendants', author: 25, hoursAgo: 1195, views: 460,
    blocks: [
      'Wisdom pendants are popular with breeders. Equip them before creating a nest; a creature in a nest cannot change its pendants.',
    ],
  },
  {
    title: 'Rebirth and lifespan limits',
    topic: 'upgrades', author: 26, hoursAgo: 1220, views: 445,
    blocks: [
      'Lifespan multiplies with upgrades up to a limit, and never falls below the minimum lifespan after a rebirth.',
      'Plan upgrades so the lifespan limit is reached late: early grades cost less and extend every later life.',
    ],
  },
  {
    title: 'Phishing links: how to spot them',
    topic: 'safety', author: 27, hoursAgo: 1245, views: 430,
    blocks: [
      'A phishing link looks almost right: one letter changed, an extra word, a different ending.',
      'ul:Type the address yourself or use a bookmark|Never connect a wallet from a link in a message|Check the network the wallet asks to switch to',
    ],
  },
  {
    title: 'Talk token: minting walkthrough',
    topic: 'tokens', author: 9, hoursAgo: 1270, views: 420,
    blocks: [
      'Open the mint screen, enter an amount and read the result at the current mint rate.',
      'Confirm in the wallet. The talk balance updates once the receipt is in.',
    ],
  },
  {
    title: 'Union spotlight: Lucky Sevens',
    topic: 'unions', author: 4, hoursAgo: 1295, views: 410,
    blocks: [
      'Lucky Sevens hunt high-lucky creatures and pendants together and share what they find.',
      'Their weekly hunt room is tagged <em>lucky</em>; visitors are welcome to watch.',
    ],
  },
  {
    title: 'Creature species and categories',
    topic: 'analysis', author: 28, hoursAgo: 1320, views: 398,
    blocks: [
      'Each creature has a species and a category index. Together they decide its look; the ten parameters decide its play.',
      'Rare species are not stronger by default. Compare parameters, not pictures.',
    ],
  },
  {
    title: 'Migrating to a new wallet',
    topic: 'safety', author: 29, hoursAgo: 1345, views: 385,
    blocks: [
      'Transfer your creatures and pendants to the new wallet first, then bind the new wallet to a new account.',
      'Bound wallets are not moved between accounts: that keeps one owner per wallet.',
    ],
  },
  {
    title: 'Contest results: speed build challenge',
    topic: 'events', author: 5, hoursAgo: 1370, views: 372, cover: 9,
    blocks: [
      'Fourteen keepers entered; the winner climbed four grades in one season window without missing a rebirth.',
      'Thanks to Speed Demons for hosting. Their notes are in the Upgrades topic.',
    ],
  },
  {
    title: 'Reading a transaction on the explorer',
    topic: 'getting-started', author: 30, hoursAgo: 1395, views: 360,
    blocks: [
      'Every item in your activity list links to the explorer. There you see the status, the block and the gas used.',
      'A failed status means the chain ran the transaction and reverted it; you paid gas, but nothing else changed.',
    ],
  },
  {
    title: 'Why some addresses cannot breed',
    topic: 'breeding', author: 2, hoursAgo: 1420, views: 350,
    blocks: [
      'A short list of addresses is excluded from breeding in the app. If yours is one of them, the app says "Do not support".',
      'This covers system addresses that hold creatures for contracts; ordinary keepers are never on it.',
    ],
  },
  {
    title: 'Night hunts: notes from the lucky room',
    topic: 'stories', author: 31, hoursAgo: 1445, views: 340,
    blocks: [
      'Late night hunts are small and friendly. Most of the talk is about pendant odds and old reveals.',
      'Bring a question; someone will have an answer or a story.',
    ],
  },
  {
    title: 'Uninstalling a pendant safely',
    topic: 'pendants', author: 32, hoursAgo: 1470, views: 330,
    blocks: [
      'Uninstall sends the pendant back to your wallet. The creature keeps everything else.',
      'If the creature is frozen or in a nest, uninstall waits until it is free.',
    ],
  },
  {
    title: 'Pool parameters at a glance',
    topic: 'staking', author: 33, hoursAgo: 1495, views: 320,
    blocks: [
      'ul:Pledge time: when you staked|Pledge day: how many days the stake lasts|Income: what has accrued|Min income: below this nothing is paid|Falling lucky time: when lucky starts to fall',
    ],
  },
  {
    title: 'The team behind the app',
    topic: 'announcements', author: 0, hoursAgo: 1520, views: 310, cover: 8,
    blocks: [
      'A small team builds the app, the contracts and the community tools, with a lot of help from keepers who test early builds.',
      'If you would like to test releases before they ship, say so in the Releases topic.',
    ],
  },
];
