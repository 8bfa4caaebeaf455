/**
 * A customer page's first money and date formatters, made ahead. A browser's first `Intl` number
 * formatter loads its number data: 40–75 ms on this machine's Chromium, about four times that on a
 * mid-range phone. Made in the render that shows the balance, it held that render back by as much,
 * after the money had arrived. Made here, in a task of its own while the page waits for the server,
 * the same formatters later cost a fraction of a millisecond, whatever their language or currency
 * (`moneyFormat` still makes and keeps the customer's own). Measured: docs/benchmarks.md (issue 22).
 */
export function warmFormats(pathname: string, schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  if (!pathname.startsWith('/user/')) return;
  schedule(() => {
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(0);
    new Intl.DateTimeFormat('en', { month: 'short' }).format(0);
  });
}
