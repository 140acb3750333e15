/**
 * Contact form state (spec §3 Other state, "Inquiry form: name, email, category, title, contents"),
 * kept in memory while the shopper moves between the form and the confirmation page, so going back
 * keeps what was typed. It lives only in this page load: nothing personal is stored in the browser.
 */
import { atom } from 'jotai';
import { EMPTY_INQUIRY, type InquiryFieldErrors, type InquiryValues } from './inquiry-values.ts';

/** What the shopper typed. */
export const inquiryFormAtom = atom<InquiryValues>(EMPTY_INQUIRY);

/** Messages the server sent back for fields (422); each shows on the form until its field is edited. */
export const inquiryServerErrorsAtom = atom<InquiryFieldErrors>({});

/** Reference number of the inquiry just sent: while set, the confirmation page shows the thank-you. */
export const inquirySentIdAtom = atom<number | null>(null);

/** Records a sent inquiry in one step: the thank-you shows and the form is empty for a next one. */
export const inquirySentAtom = atom(null, (_get, set, id: number) => {
  set(inquirySentIdAtom, id);
  set(inquiryFormAtom, EMPTY_INQUIRY);
  set(inquiryServerErrorsAtom, {});
});
