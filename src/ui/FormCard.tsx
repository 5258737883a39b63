import { useId, type FormEvent, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Button } from './Button';

export interface FormCardProps {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * A create form as a card: heading, fields in a responsive grid, the submit button below. The
 * form is named by its heading and validated by us (noValidate), so messages come from our catalogue.
 */
export function FormCard({ title, submitLabel, submitting, onSubmit, children }: FormCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        component="form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}
      >
        {children}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="primary" loading={submitting}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
