import { CampaignLimits } from '@adconsole/contract';

/** `<name> - copy`, then `- copy 2`, `- copy 3` …: the first not in `taken` (lower case), cut to the name limit. */
export function copyName(name: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' - copy' : ` - copy ${n}`;
    const candidate = name.slice(0, CampaignLimits.NAME_MAX - suffix.length).trimEnd() + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
