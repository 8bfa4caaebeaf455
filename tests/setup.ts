import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FIND_TIMEOUT } from './helpers/timeouts';

// Screens are lazy chunks: on a busy machine the first import of one takes seconds (FIND_TIMEOUT).
configure({ asyncUtilTimeout: FIND_TIMEOUT });

afterEach(() => {
  cleanup();
});

// jsdom has no <dialog> behaviour; the browser tests cover the real one.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
