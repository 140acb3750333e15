import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
// The test reads the same content file as the footer, to compare against the source itself.
// eslint-disable-next-line @nx/enforce-module-boundaries
import company from '../../../../content/company.json';
import { COMPACT_FOOTER_LINKS, CompactFooter } from './compact-footer.tsx';
import { Footer } from './footer.tsx';

function renderAt(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  render(<Stub initialEntries={['/']} />);
}

describe('footers', () => {
  it("the default footer states the seller's details of content/company.json (the notice page's source) and the contact form with its hours", () => {
    renderAt(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(company.name)).toBeTruthy();
    expect(within(footer).getByText(`〒${company.postalCode} ${company.address}`)).toBeTruthy();
    expect(within(footer).getByText(company.contactHours)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'お問い合わせフォーム' }).getAttribute('href')).toBe('/info/contactus');
    expect(within(footer).getByRole('link', { name: '特定商取引法に基づく表記' }).getAttribute('href')).toBe('/info/notice');
  });

  it('the focused layouts footer names the seller and the contact hours', () => {
    renderAt(<CompactFooter links={COMPACT_FOOTER_LINKS} className="" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(company.name)).toBeTruthy();
    expect(footer.textContent).toContain(company.contactHours);
    expect(within(footer).getByText(`© ${company.shopName}`)).toBeTruthy();
  });
});
