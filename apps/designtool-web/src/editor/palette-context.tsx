/**
 * The shop's named inks of the order's print method (silk-screen's palette; empty for inkjet): the
 * colour fields offer them and the ink count names them.
 */
import type { InkPalette } from '@shop/design-document';
import { createContext, use, type ReactNode } from 'react';

const PaletteContext = createContext<InkPalette>([]);

export function PaletteProvider({ palette, children }: { palette: InkPalette; children: ReactNode }) {
  return <PaletteContext value={palette}>{children}</PaletteContext>;
}

export function usePalette(): InkPalette {
  return use(PaletteContext);
}
