/**
 * The file of a placement as the preview draws it. A file uploaded on the upload step is remembered
 * by this browser (uploaded-files.ts); a file the design tool wrote into the stored print order
 * (`fileUuid`: its PNG preview; `svgFileUuid`: the SVG for the printer) is not, so it is drawn at
 * once from its uuid and then completed from `GET /api/files/{uuid}` (which also keeps an unused
 * upload from being removed) and remembered.
 */
import type { ApiClient } from '@shop/api-client';
import { servicesAtom, toUploadedFile } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { UploadedFile } from '@shop/web-state';
import { rememberFile, rememberedFile } from './uploaded-files.ts';

/** The name shown for artwork the design tool made, until the server's answer names it. */
export const DESIGNED_ARTWORK_NAME = 'デザインツールで作成したデザイン';

/** What is known of a file from its uuid alone: an image the server renders (the tool uploads PNG and SVG). */
export function artworkFromUuid(uuid: string): UploadedFile {
  return {
    uuid,
    kind: 'png',
    name: DESIGNED_ARTWORK_NAME,
    width: null,
    height: null,
    needsCheck: false,
    thumbnailUrl: `/api/files/${encodeURIComponent(uuid)}/thumbnail`,
  };
}

/** The server's answer for a file, as the upload widget keeps it. */
async function fetchFile(api: () => Promise<ApiClient>, uuid: string): Promise<UploadedFile> {
  const { data } = await (await api()).files.get(uuid);
  return toUploadedFile(data);
}

/**
 * The files of the placements (`fileUuid` of each print, in order): remembered ones as they are,
 * others drawn from their uuid at once and completed from the server; null where there is none.
 */
export function useArtworkFiles(uuids: readonly (string | null)[]): (UploadedFile | null)[] {
  const { api } = useAtomValue(servicesAtom);
  const [fetched, setFetched] = useState<ReadonlyMap<string, UploadedFile>>(new Map());
  const known = uuids.map((uuid) => rememberedFile(uuid));
  const unknown = uuids.filter((uuid, i): uuid is string => uuid !== null && known[i] === null && !fetched.has(uuid));
  const key = [...new Set(unknown)].sort().join(' ');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    for (const uuid of key.split(' ')) {
      fetchFile(api, uuid)
        .then((file) => {
          rememberFile(file);
          if (live) setFetched((map) => new Map(map).set(uuid, file));
        })
        // Not readable (another owner's, removed, offline): the picture from the uuid stays.
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [api, key]);
  return uuids.map((uuid, i) => (uuid === null ? null : (known[i] ?? fetched.get(uuid) ?? artworkFromUuid(uuid))));
}
