/** Japanese answers of cart refusals (422); form-field rules live in @shop/validation. */
import { HttpProblem } from '../http/errors.ts';

export const CART_MESSAGES = {
  noItem: 'No item exists.',
  soldOut: '申し訳ございません。この商品は在庫切れです。',
  allSoldOut: '申し訳ございません。ご指定の商品はすべて在庫切れです。',
  unknownSku: 'この商品は現在お取り扱いしておりません。',
  unknownProduct: 'この商品は現在お取り扱いしておりません。',
  wrappingNotOffered: 'このラッピングはこの商品ではお選びいただけません。',
  wrappingLineExists: 'この商品は同じラッピングで既にカートに入っています。',
  printMethodNotOffered: 'このプリント方法はこの商品ではお選びいただけません。',
  printSpecNotOffered: 'このプリント位置はこのプリント方法ではお選びいただけません。',
  printSpecTwice: '同じプリント位置が重複しています。',
  colorNotOffered: 'このカラーはこの商品にはありません。',
  colorNotForMethod: 'このカラーはこのプリント方法ではお選びいただけません。',
  colorTwice: '同じカラーが重複しています。',
  colorAlreadyInProduction: 'このカラーは既にこのプリント注文に入っています。',
  sizeNotInColor: 'このサイズはこのカラーにはありません。',
  sizeTwice: '同じサイズが重複しています。',
  itemNotInGroup: 'このサイズはこのカラーのご注文にありません。',
  tooManyPlates: (max: number) => `版数は${max}版以下で入力してください。`,
  tooManyColorChanges: (max: number) => `カラーチェンジ回数は${max}回以下で入力してください。`,
  sizeTooLong: (max: number) => `プリントサイズは${max}文字以下で入力してください。`,
  /** A print cites an upload that is missing or not the customer's own (the same words either way). */
  layoutOutsideArea: (area: { widthMm: number; heightMm: number }) =>
    `印刷サイズと位置はプリント範囲（幅${area.widthMm}mm×高さ${area.heightMm}mm）の中で指定してください。`,
  fileNotOwn: 'デザインファイルが見つかりません。もう一度アップロードしてください。',
  inkNotOffered: 'このインクの色はこのプリント方法ではお選びいただけません。',
  inkColorNotOrdered: 'インクの色を指定したボディカラーがご注文にありません。',
  inkCountMismatch: (plates: number) => `インクの色は版数と同じ${plates}色を選んでください。`,
  cannotPrice: '申し訳ございません。ご注文の数量ではこのプリントをお受けできません。',
  belowMinimumQuantity: (method: string, min: number) => `${method}は${min}枚からご注文いただけます。`,
} as const;

/** 404 for a cart entry that is missing or someone else's: the two are never told apart. */
export const noItem = () => new HttpProblem(404, CART_MESSAGES.noItem);

/** A 422 refusal with its message under the one field it is about. */
export const refusal = (field: string, message: string) => new HttpProblem(422, message, { [field]: [message] });
