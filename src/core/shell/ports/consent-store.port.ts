export type ConsentChoice = 'granted' | 'denied';

/** The visitor's cookie choice. Analytics may load only after `granted`. */
export interface ConsentStore {
  load(): ConsentChoice | null;
  save(choice: ConsentChoice): void;
}
