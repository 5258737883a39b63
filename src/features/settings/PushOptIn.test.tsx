// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { memoryStore } from 'ra-core';
import { renderInAdmin } from '../../ui/testing';
import { PUSH_OPT_IN_KEY } from '../../realtime/pushConfig';
import { PushOptIn } from './PushOptIn';

describe('PushOptIn', () => {
  it('is not offered when Firebase is not configured', async () => {
    const { container } = renderInAdmin(<PushOptIn configured={false} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('is off until chosen, and the choice is kept in react-admin’s store', async () => {
    const store = memoryStore();
    renderInAdmin(<PushOptIn configured />, { store });
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(store.getItem(PUSH_OPT_IN_KEY)).toBe(true);
  });
});
