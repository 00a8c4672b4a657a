import { createContext, useContext } from 'react';

/**
 * The path of the page being rendered: the browser's address, or the URL the build's prerender
 * renders. Every page is a document of its own (decision 0044: links load the next page, there is
 * no client-side router), so it never changes while a page is open.
 */
const CurrentPath = createContext<string>('/');

export const CurrentPathProvider = CurrentPath.Provider;

export function useCurrentPath(): string {
  return useContext(CurrentPath);
}
