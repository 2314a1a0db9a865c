// @vitest-environment happy-dom
// The design system's components (issue 13): each has a name for screen readers, keeps to its role, and
// calls back as it says. Touch targets and visible focus are CSS: their rules are checked at the end.
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AnswerOverlay,
  Button,
  buttonClass,
  Card,
  Counter,
  Dialog,
  EmptyState,
  Icon,
  IconSprite,
  iconNames,
  MedalBadge,
  Path,
  PathStep,
  pathNodeClass,
  ProgressBar,
  ProgressRing,
  StarRow,
  StoneGrid,
  stoneClass,
  Stepper,
  Tabs,
  Tile,
  Toast,
} from '../../../src/ui';

afterEach(cleanup);

describe('Button', () => {
  it('is a named button of type button, secondary by default, and calls back on click', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('ui-button ui-button-secondary');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'quiet', 'danger', 'chip'] as const)(
    'the %s variant has its class',
    (variant) => {
      render(
        <Button variant={variant} size="lg" block>
          Go
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Go' }).className).toBe(
        `ui-button ui-button-${variant} ui-button-lg ui-button-block`,
      );
    },
  );

  it('an icon button is named by its label (read out and shown as a tooltip), not by its icon', () => {
    render(<Button variant="icon" icon="menu" label="Menu" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('title')).toBe('Menu');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a busy button is disabled and says it is busy; a click does nothing', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form only when asked to', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Other</Button>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('buttonClass gives a link the same look', () => {
    expect(buttonClass('primary', 'lg')).toBe('ui-button ui-button-primary ui-button-lg');
    expect(buttonClass()).toBe('ui-button ui-button-secondary');
  });
});

describe('Icon and IconSprite', () => {
  it('an icon without a label is hidden from screen readers; with one it is a named image', () => {
    render(
      <>
        <Icon name="heart" />
        <Icon name="trophy" label="Trophy" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Trophy' })).toBeTruthy();
    expect(document.querySelector('[data-icon="heart"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the sprite holds one symbol per icon, each with its own id, and the icons the issue names', () => {
    const { container } = render(<IconSprite />);
    const ids = Array.from(container.querySelectorAll('symbol')).map((s) => s.id);
    expect(ids).toHaveLength(iconNames.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of [
      'stone-black',
      'stone-white',
      'board',
      'die',
      'heart',
      'gem',
      'medal',
      'trophy',
      'book',
      'bolt',
      'players',
    ]) {
      expect(ids).toContain(`hoshi-icon-${name}`);
    }
  });
});

describe('Card and Tile', () => {
  it('a card with a title is a region named by it', () => {
    render(<Card title="Continue">next mission</Card>);
    expect(screen.getByRole('region', { name: 'Continue' }).textContent).toContain('next mission');
  });

  it('a tile is the link it is given, named by its title and line, with its progress inside', () => {
    render(
      <Tile
        action={<a href="/study" />}
        title="Study"
        description="Lessons step by step"
        art={<Icon name="book" />}
        progress={<ProgressRing value={0.5} label="Study progress" />}
        tone="moss"
      />,
    );
    const link = screen.getByRole('link', { name: /Study\s*Lessons step by step/ });
    expect(link.getAttribute('href')).toBe('/study');
    expect(link.className).toBe('ui-tile ui-tile-moss');
    expect(within(link).getByRole('progressbar', { name: 'Study progress' })).toBeTruthy();
  });
});

describe('ProgressRing, StarRow, MedalBadge, Counter, Stepper', () => {
  it('a ring is a named progressbar, its value clamped to 0–100 and said in words', () => {
    render(
      <>
        <ProgressRing value={0.25} label="Study" valueText="10 of 40" />
        <ProgressRing value={3} label="Over" />
        <ProgressRing value={Number.NaN} label="Unknown" />
      </>,
    );
    const study = screen.getByRole('progressbar', { name: 'Study' });
    expect(study.getAttribute('aria-valuenow')).toBe('25');
    expect(study.getAttribute('aria-valuetext')).toBe('10 of 40');
    expect(screen.getByRole('progressbar', { name: 'Over' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Unknown' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('a bar is a named progressbar too, its fill as wide as its value (clamped)', () => {
    render(
      <>
        <ProgressBar value={0.4} label="Solve 10 problems" valueText="4 of 10" />
        <ProgressBar value={-1} label="Under" />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Solve 10 problems' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('4 of 10');
    expect((bar.querySelector('.ui-bar-fill') as HTMLElement).style.inlineSize).toBe('40%');
    expect(screen.getByRole('progressbar', { name: 'Under' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('a bar can be named by an element on screen', () => {
    render(
      <>
        <p id="goal-words">Solve 30 puzzles</p>
        <ProgressBar value={12 / 30} label="unused" labelledBy="goal-words" valueText="12 of 30 solved" />
        <ProgressBar value={1.5} label="Over" tone="done" />
      </>,
    );
    const goal = screen.getByRole('progressbar', { name: 'Solve 30 puzzles' });
    expect(goal.getAttribute('aria-valuenow')).toBe('40');
    expect(goal.getAttribute('aria-valuetext')).toBe('12 of 30 solved');
    expect((goal.firstElementChild as HTMLElement).style.inlineSize).toBe('40%');
    const over = screen.getByRole('progressbar', { name: 'Over' });
    expect(over.getAttribute('aria-valuenow')).toBe('100');
    expect(over.className).toBe('ui-bar ui-bar-done');
  });

  it('stars are one named image with as many lit stars as earned', () => {
    render(<StarRow earned={2} label="2 of 3 stars" />);
    const stars = screen.getByRole('img', { name: '2 of 3 stars' });
    expect(stars.querySelectorAll('.ui-star-on')).toHaveLength(2);
    expect(stars.querySelectorAll('.ui-star-off')).toHaveLength(1);
  });

  it('medals are named images; two on a page keep their own gradients', () => {
    render(
      <>
        <MedalBadge tier="gold" label="Gold medal" />
        <MedalBadge tier="bronze" label="Bronze medal" />
        <MedalBadge tier="none" label="No medal yet" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Gold medal' }).classList.contains('ui-medal-gold')).toBe(true);
    expect(screen.getByRole('img', { name: 'No medal yet' }).querySelector('radialGradient')).toBeNull();
    const ids = Array.from(document.querySelectorAll('radialGradient')).map((g) => g.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('a medal without a label is decoration (its name is said beside it)', () => {
    const { container } = render(<MedalBadge tier="silver" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.ui-medal-silver')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a counter reads its kind before its value, its icon is decoration', () => {
    render(
      <ul>
        <Counter as="li" kind="hearts" label="Hearts" value="4/5" note="next in 12:30" />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('Hearts: 4/5next in 12:30');
    expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(item.querySelector('[data-icon="heart"]')).not.toBeNull();
  });

  it('a stepper is a named list marking the current step', () => {
    render(
      <Stepper
        label="Problems"
        steps={[
          { label: 'Problem 1, solved', state: 'done' },
          { label: 'Problem 2, missed', state: 'failed' },
          { label: 'Problem 3, now', state: 'current' },
          { label: 'Problem 4', state: 'todo' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Problems' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.textContent).toContain('Problem 3, now');
  });
});

describe('Dialog', () => {
  function Harness({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Dialog
          open={open}
          title="Buy hearts?"
          closeLabel="Close"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          actions={<Button variant="primary">Buy</Button>}
        >
          <p>Five hearts for 100 gold.</p>
        </Dialog>
      </>
    );
  }

  it('opens as a dialog named by its title; the close button and Escape close it', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    expect(screen.queryByText('Five hearts for 100 gold.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy hearts?' });
    expect(within(dialog).getByRole('button', { name: 'Buy' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Five hearts for 100 gold.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Buy hearts?' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Toast and EmptyState', () => {
  it('a toast is a list item with a named close button', () => {
    const onClose = vi.fn();
    render(
      <ul>
        <Toast tone="positive" onClose={onClose} closeLabel="Dismiss">
          Saved
        </Toast>
      </ul>,
    );
    expect(screen.getByRole('listitem').className).toBe('ui-toast ui-toast-positive');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an empty state says what is missing and offers the one next step', () => {
    render(
      <EmptyState icon="book" title="No homework yet" action={<Button variant="primary">Study</Button>}>
        Your teacher has not given any.
      </EmptyState>,
    );
    expect(screen.getByText('No homework yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Study' })).toBeTruthy();
  });
});

describe('AnswerOverlay', () => {
  it('a right answer is a ✓ with sparkles and the medal given; a wrong one a ✗; both hidden from readers', () => {
    const { rerender, container } = render(<AnswerOverlay result="right" medal="gold" />);
    const right = container.querySelector('[data-answer="right"]');
    expect(right?.getAttribute('aria-hidden')).toBe('true');
    expect(right?.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(right?.querySelectorAll('.ui-sparkle')).toHaveLength(8);
    expect(right?.querySelector('.ui-medal-gold')).not.toBeNull();
    rerender(<AnswerOverlay result="wrong" />);
    const wrong = container.querySelector('[data-answer="wrong"]');
    expect(wrong?.querySelector('[data-icon="cross"]')).not.toBeNull();
    expect(wrong?.querySelectorAll('.ui-sparkle, .ui-medal')).toHaveLength(0);
  });

  it('with reduced motion the celebration only fades: no sparkles, no flying', () => {
    const css = fs.readFileSync(path.resolve('src/ui/ui.css'), 'utf8');
    const reduced = css.slice(css.indexOf('/* Reduced motion: no flying'));
    const block = reduced.slice(0, reduced.indexOf('@keyframes'));
    expect(block).toMatch(/\.ui-sparkle \{\s*display: none;/);
    expect(block).toMatch(/\.ui-answer-medal \{\s*animation: ui-fade-in/);
  });
});

describe('Tabs', () => {
  function Harness() {
    const [selected, setSelected] = useState(0);
    return (
      <Tabs
        label="Study"
        tabs={[
          { id: 'a', label: 'Lessons' },
          { id: 'b', label: 'Try' },
          { id: 'c', label: 'Ranks' },
        ]}
        selected={selected}
        onSelect={setSelected}
      >
        <p>panel {selected}</p>
      </Tabs>
    );
  }

  it('one tab is in the tab order; arrows, Home and End move and select; the panel is named by its tab', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Ranks' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Ranks' }).textContent).toBe('panel 2');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Ranks' }), { key: 'Home' });
    expect(screen.getByRole('tabpanel', { name: 'Lessons' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Lessons' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Try' }));
  });
});

describe('Path and StoneGrid', () => {
  it('a path is a named ordered list; each step carries its state, its node and its words', () => {
    render(
      <Path label="The path of Elementary">
        <PathStep
          state="done"
          data={{ 'data-group': 1 }}
          node={
            <a href="/g1" className={pathNodeClass('done')} aria-label="Open group 1">
              1
            </a>
          }
        >
          Atari
        </PathStep>
        <PathStep
          state="current"
          node={
            <a href="/g2" className={pathNodeClass('current')} aria-label="Open group 2">
              2
            </a>
          }
        >
          Ladders
        </PathStep>
      </Path>,
    );
    const list = screen.getByRole('list', { name: 'The path of Elementary' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.className)).toEqual([
      'ui-path-step ui-path-step-done',
      'ui-path-step ui-path-step-current',
    ]);
    expect(steps[0]?.getAttribute('data-group')).toBe('1');
    expect(screen.getByRole('link', { name: 'Open group 2' }).className).toBe(
      'ui-path-node ui-path-node-current',
    );
    expect(steps[1]?.textContent).toBe('2Ladders');
  });

  it('stones are a named ordered list; the class says solved, tried, new or locked, and the current one', () => {
    render(
      <StoneGrid label="The group’s missions" count={2}>
        <li>
          <a href="/m1" className={stoneClass('solved')} aria-label="Play Mission 1">
            1
          </a>
        </li>
        <li>
          <a href="/m2" className={stoneClass('new', true)} aria-label="Play Mission 2">
            2
          </a>
        </li>
      </StoneGrid>,
    );
    const list = screen.getByRole('list', { name: 'The group’s missions' });
    expect(list.getAttribute('style')).toContain('--stone-count: 2');
    expect(screen.getByRole('link', { name: 'Play Mission 1' }).className).toBe('ui-stone ui-stone-solved');
    expect(screen.getByRole('link', { name: 'Play Mission 2' }).className).toBe(
      'ui-stone ui-stone-new ui-stone-current',
    );
    expect(stoneClass('tried')).toBe('ui-stone ui-stone-tried');
    expect(stoneClass('locked')).toBe('ui-stone ui-stone-locked');
  });
});

describe('the components’ CSS: 48 px targets and visible focus', () => {
  const tokens = fs.readFileSync(path.resolve('src/ui/tokens.css'), 'utf8');
  const css = fs.readFileSync(path.resolve('src/ui/ui.css'), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`\n${selector} {`);
    expect(at, selector).toBeGreaterThanOrEqual(0);
    return css.slice(at, css.indexOf('}', at));
  };

  it('the touch target token is 48 px', () => {
    expect(tokens).toMatch(/--target-min:\s*48px;/);
  });

  it.each(['.ui-button', '.ui-tab', '.ui-counter'])('%s is at least the target size tall', (selector) => {
    expect(rule(selector)).toMatch(/min-height:\s*var\(--target-(min|large)\)/);
  });

  it('buttons are at least the target size wide; icon buttons exactly square', () => {
    expect(rule('.ui-button')).toMatch(/min-width:\s*var\(--target-min\)/);
    expect(rule('.ui-button-icon')).toMatch(/width:\s*var\(--target-min\)/);
  });

  it('path nodes and mission stones are larger than the target size', () => {
    expect(rule('.ui-path-node')).toMatch(/width:\s*4\.5rem;[\s\S]*height:\s*4\.5rem;/);
    expect(rule('.ui-stone')).toMatch(/width:\s*3\.25rem;[\s\S]*height:\s*3\.25rem;/);
  });

  it.each([
    '.ui-button:focus-visible',
    '.ui-tile:focus-visible',
    '.ui-tab:focus-visible',
    '.ui-path-node:focus-visible',
    '.ui-stone:focus-visible',
  ])('%s draws a focus outline', (selector) => {
    expect(rule(selector)).toMatch(/outline:\s*3px solid var\(--color-focus\)/);
  });
});
