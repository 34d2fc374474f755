'use client';

import { useTransactor } from '@/lib/chain/tx/useTransactor';
import { useAnnouncedRuns, type ActionRunner } from './useAnnouncedRuns';

/** The one way a screen acts on the chain: `run(plan)` with the connected wallet, its outcome told from the plan. */
export function useActionRunner(): ActionRunner {
  return useAnnouncedRuns(useTransactor());
}
