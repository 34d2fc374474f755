// Started by every page as the browser parses it (lib/format/intlWarmUp.ts). A browser loads the locale data
// behind Intl.NumberFormat and Intl.DateTimeFormat once for the whole page, on whichever thread asks first:
// 50 to 85 ms in Chromium. Asked here, that is paid on this worker's thread, not in the page's first render of a
// view count or a date.
new Intl.NumberFormat().format(1234.5);
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
new Intl.PluralRules().select(1);
close();
