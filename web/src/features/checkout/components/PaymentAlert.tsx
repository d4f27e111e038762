import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brand, tint } from '../../../theme/palette';

interface PaymentAlertProps {
  title: string;
  message: string;
  /** Shown as a 'Try again' button when given. */
  onRetry?: () => void;
  testId?: string;
}

/** A payment problem shown under the payment form (the toast disappears, this stays). */
export function PaymentAlert({ title, message, onRetry, testId }: PaymentAlertProps) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', p: 1.75, borderRadius: '10px', bgcolor: tint.danger, color: brand.ink }}
    >
      <ErrorOutlineRounded aria-hidden sx={{ color: brand.danger, mt: 0.25, fontSize: 20 }} />
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.92rem' }}>
          {title}
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.88rem' }}>
          {message}
        </Typography>
        {onRetry && (
          <Button type="button" variant="outlined" size="small" onClick={onRetry} sx={{ mt: 0.75 }}>
            Try again
          </Button>
        )}
      </Box>
    </Box>
  );
}
