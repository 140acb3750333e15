import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/contactus.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { ContactForm } from '../../guide/inquiry/contact-form.tsx';
import { inquiryFormAtom, inquirySentIdAtom } from '../../guide/inquiry/inquiry-atoms.ts';
import { InquirySteps } from '../../guide/inquiry/inquiry-steps.tsx';
import { topicPreset } from '../../guide/inquiry/inquiry-topics.ts';
import { EMPTY_INQUIRY } from '../../guide/inquiry/inquiry-values.ts';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The intro above the form is the static page info/contactus.
const loaders = apiLoaders((api) => loadStaticPage(api, '/info/contactus'));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

/** Contact form, step 1 of 3: the intro text and the form. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const setValues = useSetAtom(inquiryFormAtom);
  const setSentId = useSetAtom(inquirySentIdAtom);
  const [searchParams] = useSearchParams();
  const topic = searchParams.get('topic');

  useEffect(() => {
    // A new inquiry: the thank-you of the last one is over.
    setSentId(null);
    // A link for a purpose (`?topic=catalog`) fills in an untouched form, never over typed text.
    const preset = topicPreset(topic);
    if (preset) setValues((current) => (Object.values(current).every((value) => value === '') ? { ...EMPTY_INQUIRY, ...preset } : current));
  }, [topic, setSentId, setValues]);

  return (
    <StaticPageView data={loaderData} lead={<InquirySteps current="入力" />}>
      <ContactForm />
    </StaticPageView>
  );
}
