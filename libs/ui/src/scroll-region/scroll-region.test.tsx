import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region.tsx';

describe('ScrollRegion', () => {
  it('is a region named by the given element and reachable with Tab', () => {
    render(
      <>
        <p id="prices">1枚あたりの価格</p>
        <ScrollRegion labelledBy="prices">
          <table>
            <tbody>
              <tr>
                <td>1,650円</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: '1枚あたりの価格' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('td')?.textContent).toBe('1,650円');
  });

  it('can be named by a label instead', () => {
    render(<ScrollRegion label="サイズ表の表">表</ScrollRegion>);
    expect(screen.getByRole('region', { name: 'サイズ表の表' }).tabIndex).toBe(0);
  });

  it('keeps the caller’s class beside its own', () => {
    render(
      <ScrollRegion labelledBy="x" className="extra">
        表
      </ScrollRegion>,
    );
    const classes = screen.getByRole('region').className.split(' ');
    expect(classes).toContain('extra');
    expect(classes.length).toBe(2);
  });
});
