// The whole of each chosen library, as the issue names them: what they weigh if an app used all of
// them. scripts/floor.mjs builds this (the floor the budget is set against) and entry.tsx (the least
// an app on them does) with the app's Vite settings.
import 'reflect-metadata';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as wouter from 'wouter';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as valtio from 'valtio';
import * as inversify from 'inversify';

// Kept whole: nothing here can be shaken away.
Object.assign(globalThis, { floor: [react, reactDom, reactDomClient, wouter, i18next, reactI18next, valtio, inversify] });
