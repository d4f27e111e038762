import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEvent, useId, useState } from 'react';
import { FORM_ACTIONS } from '@shared/form-texts';
import { NEWSLETTER_CONSENT_SENTENCE } from '@shared/legal';
import { apiRequest } from '../../lib/api-client';
import { sxList } from '../../theme/sx';
import { useToast } from '../toast/toast-context';
import { accentA, brand, inkA, paperA } from '../../theme/palette';

interface NewsletterFormProps {
  /** 'dark' for the site footer (ink background), 'light' for the /v1 landing page. */
  tone?: 'dark' | 'light';
  /** Text of the visible label above the field. */
  label?: string;
  sx?: SxProps<Theme>;
}

/** Marks the form once React owns it (`data-live`): before that, Enter posts it natively. */
function markLive(form: HTMLFormElement | null): void {
  if (form) form.dataset.live = 'true';
}

function typedBeforeHydration(inputId: string): string {
  if (typeof document === 'undefined') return '';
  const input = document.getElementById(inputId);
  return input instanceof HTMLInputElement ? input.value : '';
}

/**
 * Newsletter sign-up (spec §4, §5, §8): e-mail required; while pending the field and the
 * button are disabled and the button reads 'Subscribing...'; success clears the field.
 */
export function NewsletterForm({ tone = 'dark', label = 'Email address', sx }: NewsletterFormProps) {
  const { toast } = useToast();
  const inputId = useId();
  // What the visitor typed into the pre-rendered field before this code arrived is kept.
  const [email, setEmail] = useState(() => typedBeforeHydration(inputId));
  const [pending, setPending] = useState(false);
  const dark = tone === 'dark';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || pending) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/newsletter/subscribe', { email: value });
      setEmail('');
      toast({
        title: 'Successfully subscribed!',
        description: "You'll receive our latest fabric insights and exclusive content.",
      });
    } catch (error) {
      toast({
        title: 'Subscription failed',
        description: error instanceof Error && error.message ? error.message : 'Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      // Before hydration (or without JavaScript) the browser posts the form to the server.
      method="post"
      action={FORM_ACTIONS.newsletter}
      onSubmit={onSubmit}
      ref={markLive}
      data-testid="newsletter-form"
      sx={[{ width: '100%', maxWidth: 460 }, ...sxList(sx)]}
    >
      <Box
        component="label"
        htmlFor={inputId}
        sx={{
          display: 'block',
          mb: 1,
          fontSize: '0.85rem',
          fontWeight: 600,
          color: dark ? paperA[86] : 'text.primary',
        }}
      >
        {label}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          p: { xs: 0, sm: 0.75 },
          borderRadius: { xs: 0, sm: 999 },
          border: { xs: 'none', sm: `1px solid ${dark ? paperA[22] : brand.line}` },
          bgcolor: { xs: 'transparent', sm: dark ? paperA[6] : brand.white },
          transition: 'border-color 150ms ease, box-shadow 150ms ease',
          '&:focus-within': {
            borderColor: { sm: dark ? brand.gold : brand.ink },
            boxShadow: { sm: dark ? `0 0 0 1px ${brand.gold}` : `0 0 0 1px ${brand.ink}` },
          },
        }}
      >
        <InputBase
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@brand.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={pending}
          inputProps={{ 'aria-describedby': `${inputId}-hint` }}
          sx={{
            flex: 1,
            minHeight: 46,
            px: 2,
            borderRadius: 999,
            fontSize: '0.975rem',
            color: dark ? brand.paper : 'text.primary',
            bgcolor: { xs: dark ? paperA[6] : brand.white, sm: 'transparent' },
            border: { xs: `1px solid ${dark ? paperA[22] : brand.line}`, sm: 'none' },
            '& input::placeholder': { color: dark ? paperA[72] : brand.muted, opacity: 1 },
            '&.Mui-focused': { borderColor: { xs: dark ? brand.gold : brand.ink } },
            '&.Mui-disabled': { opacity: 0.7 },
            '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'currentColor' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          sx={{
            flexShrink: 0,
            minHeight: 46,
            px: 3,
            bgcolor: dark ? brand.gold : brand.ink,
            color: dark ? brand.ink : brand.paper,
            '&:hover': { bgcolor: dark ? brand.goldLight : brand.inkSoft },
            '&.Mui-disabled': {
              bgcolor: dark ? accentA.gold75 : inkA[70],
              color: dark ? brand.ink : brand.paper,
            },
          }}
        >
          {pending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Box>
      <Box id={`${inputId}-hint`} sx={{ mt: 1, fontSize: '0.8rem', color: dark ? paperA[72] : 'text.secondary' }}>
        {NEWSLETTER_CONSENT_SENTENCE}
      </Box>
    </Box>
  );
}
