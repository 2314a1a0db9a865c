// Start-up and global notices, shown at the bottom for 5000 ms by default (R9.x notification default).
import { atom } from 'jotai';

export interface Notice {
  id: number;
  text: string;
  tone: 'negative' | 'warning' | 'info';
}

export const noticesAtom = atom<Notice[]>([]);
