'use client';

import { gatedNftScreen } from './gatedNftScreen';

export const MintTalk = gatedNftScreen(() => import('./MintContent'));
