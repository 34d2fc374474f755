'use client';

import { gatedNftScreen } from './gatedNftScreen';

export const Incubator = gatedNftScreen(() => import('./IncubatorContent'));
