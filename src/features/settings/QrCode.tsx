import { useEffect, useState } from 'react';
import { Skeleton } from '@mui/material';

const SIZE = 200;

/**
 * The otpauth address as a QR code image. The `qrcode` package is imported here, on demand, so
 * it loads only when a secret is shown on /settings (never in /login or / first-load JS).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    setSrc(null);
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { width: SIZE, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => active && setSrc(url))
      .catch((error: unknown) => console.warn('[settings] QR code failed', error));
    return () => {
      active = false;
    };
  }, [value]);
  if (!src) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return <img src={src} alt={label} width={SIZE} height={SIZE} data-testid="two-factor-qr" />;
}
