'use client';

import { gatedNftScreen } from './gatedNftScreen';

export const NftTab = gatedNftScreen(() => import('./NftTabContent'));
