import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { changePassword, forgotPassword, resetPassword, serverError } from '../api/auth';
import { AUTH_MESSAGES, AuthField, EMAIL_PATTERN, formSx, SubmitButton } from './AuthForms';

/** Messages of the password forms, in the words of the login screen's (spec §5). */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  mismatch: 'Passwords do not match',
} as const;

/** Toasts of account recovery and self-service, in the style of spec §8's login toasts. */
export const PASSWORD_TOASTS = {
  resetSent: { title: 'Check your inbox', description: "If an account uses that e-mail, we've sent it a reset link." },
  resetSendFailed: (message?: string) => ({
    title: 'Request failed',
    description: message || 'Could not send the reset link. Please try again.',
    variant: 'destructive' as const,
  }),
  resetDone: { title: 'Password updated', description: 'Log in with your new password.' },
  resetFailed: (message?: string) => ({
    title: 'Password not changed',
    description: message || 'Could not set the new password. Please try again.',
    variant: 'destructive' as const,
  }),
  changed: { title: 'Password updated', description: 'Your other devices have been signed out.' },
  changeFailed: (message?: string) => ({
    title: 'Password not changed',
    description: message || 'Could not change your password. Please try again.',
    variant: 'destructive' as const,
  }),
};

const newPasswordRule = (v: string) => (v.length < 6 ? AUTH_MESSAGES.passwordShort : v.length > 256 ? AUTH_MESSAGES.passwordLong : true);

/** 'Forgot password?': the e-mail of the account; `onSent` gets it once the server answered. */
export function ForgotPasswordForm({
  idPrefix,
  defaultEmail,
  onSent,
}: {
  idPrefix: string;
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const { toast } = useToast();
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await forgotPassword({ email: email.trim() });
      toast(PASSWORD_TOASTS.resetSent);
      onSent(email.trim());
    } catch (e) {
      toast(PASSWORD_TOASTS.resetSendFailed(serverError(e)));
    }
  };

  const email = field('email', { validate: (v) => (v.trim().length <= 254 && EMAIL_PATTERN.test(v.trim())) || AUTH_MESSAGES.emailInvalid });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={formSx} aria-label="Reset password">
      <AuthField
        registration={email}
        kind="email"
        id={`${idPrefix}-email`}
        label="Email"
        placeholder="The e-mail of your account"
        autoComplete="email"
        error={errors.email}
      />
      <SubmitButton busy={isSubmitting} label="Send Reset Link" busyLabel="Sending link..." />
    </Box>
  );
}

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** The reset link's form: a new password, twice. `onDone` after the server took it, `onInvalid` for a dead link. */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  onInvalid: (message?: string) => void;
}) {
  const { toast } = useToast();
  const {
    register: field,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '', confirm: '' } });

  const onSubmit = async ({ password }: NewPasswordValues) => {
    try {
      await resetPassword({ token, password });
      toast(PASSWORD_TOASTS.resetDone);
      onDone();
    } catch (e) {
      const message = serverError(e);
      toast(PASSWORD_TOASTS.resetFailed(message));
      if (isDeadLink(e)) onInvalid(message);
    }
  };

  const password = field('password', { validate: newPasswordRule });
  const confirm = field('confirm', { validate: (v) => v === getValues('password') || PASSWORD_MESSAGES.mismatch });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={formSx} aria-label="Choose a new password">
      <AuthField
        registration={password}
        kind="password"
        id="reset-password"
        label="New password"
        placeholder="Minimum 6 characters"
        autoComplete="new-password"
        error={errors.password}
      />
      <AuthField
        registration={confirm}
        kind="password"
        id="reset-confirm"
        label="Confirm new password"
        placeholder="The same again"
        autoComplete="new-password"
        error={errors.confirm}
      />
      <SubmitButton busy={isSubmitting} label="Set New Password" busyLabel="Saving..." />
    </Box>
  );
}

/** The link was used, expired or never ours (a wrong password length is not). */
function isDeadLink(e: unknown): boolean {
  return (
    e instanceof ApiError &&
    (e.code === 'invalid_reset_token' || (e.code === 'validation_failed' && !e.serverMessage?.startsWith('Password')))
  );
}

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
}

/** On /account: the current password and a new one; this browser stays signed in. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { toast } = useToast();
  const {
    register: field,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues>({ defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = async (values: ChangeValues) => {
    try {
      await changePassword(values);
      toast(PASSWORD_TOASTS.changed);
      reset();
    } catch (e) {
      toast(PASSWORD_TOASTS.changeFailed(serverError(e)));
    }
  };

  const current = field('currentPassword', { validate: (v) => v.length >= 1 || PASSWORD_MESSAGES.currentRequired });
  const next = field('newPassword', { validate: newPasswordRule });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={formSx} aria-label="Change password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <AuthField
        registration={current}
        kind="password"
        id="change-current"
        label="Current password"
        placeholder="Your password now"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <AuthField
        registration={next}
        kind="password"
        id="change-new"
        label="New password"
        placeholder="Minimum 6 characters"
        autoComplete="new-password"
        error={errors.newPassword}
      />
      <SubmitButton busy={isSubmitting} label="Update Password" busyLabel="Updating..." />
    </Box>
  );
}
