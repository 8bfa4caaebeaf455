// Types of collect.mjs (what a page shows, read in the browser), for the route sweep (tests/e2e/demo/sweep.spec.ts).
import type { Page } from '@playwright/test';
import type { CardBox, OverflowProbe, TextItem } from './detectors.mjs';

/** Runs in a document (the page's, or jsdom's). */
export function readTexts(): { lang: string; items: TextItem[] };
export function collectTexts(page: Page): Promise<{ lang: string; items: TextItem[] }>;
export function measureOverflow(page: Page): Promise<OverflowProbe>;
export function measureCardBoxes(page: Page): Promise<CardBox[]>;
