import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_REVIEW, ReviewForm, type CheckedReview } from './review-form.tsx';

function renderForm(sizeFitApplies: boolean, submit = vi.fn<(review: CheckedReview) => Promise<void>>(async () => undefined)) {
  render(<ReviewForm initial={EMPTY_REVIEW} sizeFitApplies={sizeFitApplies} submitLabel="レビューを投稿する" submit={submit} />);
  return submit;
}

describe('the review form', () => {
  it('an empty form names every missing field and sends nothing', async () => {
    const submit = renderForm(true);
    await userEvent.click(screen.getByRole('button', { name: 'レビューを投稿する' }));
    for (const message of [
      '評価（星の数）を選択してください',
      'タイトルを入力してください',
      'レビュー本文を入力してください',
      'サイズ感を選択してください',
      'ニックネームを入力してください',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('the stars are a labelled radio group chosen with the keyboard; a complete review is sent checked and trimmed', async () => {
    const submit = renderForm(true);
    const stars = screen.getByRole('radiogroup', { name: '評価（星の数）' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: /^星4つ/ })).toHaveProperty('checked', true);
    await userEvent.type(screen.getByLabelText(/^タイトル/), ' 厚手 ');
    await userEvent.type(screen.getByLabelText(/^レビュー本文/), '白でも透けませんでした。');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'サイズ感' })).getByLabelText('大きい'));
    await userEvent.type(screen.getByLabelText(/^ニックネーム/), 'たろう');
    await userEvent.click(screen.getByRole('button', { name: 'レビューを投稿する' }));
    expect(submit).toHaveBeenCalledWith({
      rating: 4,
      title: '厚手',
      body: '白でも透けませんでした。',
      sizeFit: 'large',
      nickname: 'たろう',
    });
  });

  it('a bag or cap is not asked for its size fit', async () => {
    const submit = renderForm(false);
    expect(screen.queryByRole('radiogroup', { name: 'サイズ感' })).toBeNull();
    await userEvent.click(screen.getByText(/^星5つ/));
    await userEvent.type(screen.getByLabelText(/^タイトル/), '丈夫なトート');
    await userEvent.type(screen.getByLabelText(/^レビュー本文/), 'A4の書類がちょうど入ります。');
    await userEvent.type(screen.getByLabelText(/^ニックネーム/), 'はなこ');
    await userEvent.click(screen.getByRole('button', { name: 'レビューを投稿する' }));
    expect(submit).toHaveBeenCalledWith({
      rating: 5,
      title: '丈夫なトート',
      body: 'A4の書類がちょうど入ります。',
      sizeFit: null,
      nickname: 'はなこ',
    });
  });
});
