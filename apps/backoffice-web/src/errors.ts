/** What a failed call tells the person: the server's Japanese messages, per field and for the form. */
import { isApiError, ValidationError } from '@shop/api-client/admin';

export interface FormProblem {
  /** For the whole form (FormAlert). */
  message: string;
  /** Per wire field (`current_password`). */
  fields: Record<string, string>;
}

/** The problem of a failed call; a network failure or a broken answer gets a generic message. */
export function problemOf(error: unknown): FormProblem {
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']));
    return { message: error.serverMessage ?? '入力内容をご確認ください。', fields };
  }
  if (isApiError(error) && error.serverMessage && error.statusCode < 500) return { message: error.serverMessage, fields: {} };
  return { message: '通信に失敗しました。時間をおいてもう一度お試しください。', fields: {} };
}
