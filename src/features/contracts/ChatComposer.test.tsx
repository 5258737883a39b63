// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../ui/testing';
import { ChatComposer } from './ChatComposer';

describe('the chat message box', () => {
  it('refuses a message with a direction override at the box, keeps it, and sends nothing', async () => {
    const onSend = vi.fn();
    const onChange = vi.fn();
    renderInAdmin(<ChatComposer value={'refund \u202Eeert'} onChange={onChange} onSend={onSend} offline={false} />);
    expect(await screen.findByText(/Remove the control characters or direction marks/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter', ctrlKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends a message with line breaks', async () => {
    const onSend = vi.fn();
    renderInAdmin(<ChatComposer value={'line one\nline two'} onChange={() => undefined} onSend={onSend} offline={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('line one\nline two');
  });
});
