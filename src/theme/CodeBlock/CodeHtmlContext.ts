import {createContext} from 'react';

/** The coloured lines of the code block being rendered (../index.tsx), read by ./Content. */
export const CodeHtmlContext = createContext<string | undefined>(undefined);
