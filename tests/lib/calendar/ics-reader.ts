/**
 * A small, strict reader of iCalendar text (RFC 5545) for the tests of the `.ics` builder and the talk downloads
 * (vitest and Playwright): it unfolds lines, checks CRLF endings and nesting, and returns the components.
 */

export interface IcsProperty {
  name: string;
  /** Parameters such as TZID, upper-case names. */
  params: Record<string, string>;
  /** The raw value (TEXT still escaped). */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/** The content lines of a file: every line ends with CRLF, and folded lines are joined again. */
export function unfold(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break in ${JSON.stringify(line)}`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('the file starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else {
      lines.push(line);
    }
  }
  return lines;
}

function parseProperty(line: string): IcsProperty {
  const colon = line.indexOf(':');
  if (colon < 1) throw new Error(`not a content line: ${line}`);
  const [name = '', ...params] = line.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(
      params.map((param) => {
        const [key = '', value = ''] = param.split('=');
        return [key.toUpperCase(), value];
      }),
    ),
    value: line.slice(colon + 1),
  };
}

/** The VCALENDAR of a file, with its nested components. */
export function readCalendar(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of unfold(text)) {
    const property = parseProperty(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value) throw new Error(`END:${property.value} does not close ${open?.name}`);
      if (stack.length === 0) root = open;
    } else {
      const open = stack.at(-1);
      if (!open) throw new Error(`a property outside any component: ${line}`);
      open.properties.push(property);
    }
  }
  if (stack.length > 0 || !root || root.name !== 'VCALENDAR') throw new Error('not one closed VCALENDAR');
  return root;
}

/** The one property of that name (fails when there is none or more than one). */
export function property(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0] as IcsProperty;
}

/** A TEXT value unescaped. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** The VEVENTs of a calendar. */
export function eventsOf(calendar: IcsComponent): IcsComponent[] {
  return calendar.components.filter((c) => c.name === 'VEVENT');
}
