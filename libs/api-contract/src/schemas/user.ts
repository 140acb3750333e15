/**
 * The customer and the session (Laravel Sanctum style): `GET /api/user`, `GET /laravel/api/user`,
 * `POST /laravel/api/login|logout|register|forgot-password|reset-password`.
 * Form rules (Japanese messages) come from `@shop/validation`; these schemas add the wire shape.
 */
import { ForgotPasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from '@shop/validation';
import * as v from 'valibot';
import { IdSchema, NameSchema, camelOutput, dataEnvelope, wireObject } from './common.ts';

/** The logged-in customer. */
export const UserSchema = wireObject({ id: IdSchema, name: NameSchema, email: v.pipe(v.string(), v.email()) });
export type UserWire = v.InferInput<typeof UserSchema>;
export type User = v.InferOutput<typeof UserSchema>;

/** `GET /api/user`, `GET /laravel/api/user` → the user itself (not enveloped, as Laravel answers); 401 when logged out. */
export const UserResponseSchema = UserSchema;

/** `POST /laravel/api/login` body: `{ email, password }`. */
export const LoginRequestSchema = camelOutput(LoginSchema);
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** The message of a successful login (spec §4, "Login and session"). */
export const LOGIN_SUCCESS_MESSAGE = '認証成功';

/** `POST /laravel/api/login` → `{ status: true, message: '認証成功', user }`; 422 on wrong credentials. */
export const LoginResponseSchema = wireObject({ status: v.literal(true), message: v.literal(LOGIN_SUCCESS_MESSAGE), user: UserSchema });
export type LoginResponseWire = v.InferInput<typeof LoginResponseSchema>;
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** `POST /laravel/api/register` body: `{ name, email, password, password_confirmation }`. */
export const RegisterRequestSchema = camelOutput(RegisterSchema);
export type RegisterRequestWire = v.InferInput<typeof RegisterRequestSchema>;
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** `POST /laravel/api/register` → `{ data: User }` (201); the new customer is logged in. */
export const RegisterResponseSchema = dataEnvelope(UserSchema);

/** `POST /laravel/api/forgot-password` body: `{ email }`. */
export const ForgotPasswordRequestSchema = camelOutput(ForgotPasswordSchema);
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>;

/** `POST /laravel/api/reset-password` body: `{ token, email, password, password_confirmation }`. */
export const ResetPasswordRequestSchema = camelOutput(ResetPasswordSchema);
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;
