// @vitest-environment jsdom
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Deferred } from './Deferred';

describe('Deferred', () => {
  it('mounts its children in a commit of their own, after the one that shows it, even inside a deferred one', async () => {
    const commits: string[] = [];
    const Child = () => <p>page</p>;
    render(
      <Profiler id="outer" onRender={(_id, phase) => commits.push(`outer ${phase}`)}>
        <Deferred>
          <Profiler id="inner" onRender={(_id, phase) => commits.push(`inner ${phase}`)}>
            <Deferred>
              <Child />
            </Deferred>
          </Profiler>
        </Deferred>
      </Profiler>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    // three commits: nothing; the outer children with the inner Deferred empty; the page (a Profiler reports inner before outer)
    expect(commits).toEqual(['outer mount', 'inner mount', 'outer update', 'inner update', 'outer update']);
  });
});
