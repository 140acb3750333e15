/** The cart's notice of a changed price (spec §4 "Cart flags": revision), shared with the checkout's confirm page. */
export const REVISION_NOTICE = { title: '価格変更', text: '価格が変更された商品があります。最新の価格をご確認ください。' } as const;
