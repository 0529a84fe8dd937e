import { createContext } from 'react';

/** The place of the slide a layer is drawn for and the number of slides (`SlideNumbers.ts`). */
export const SlideNumbers = createContext<readonly [index: number, total: number]>([1, 1]);
