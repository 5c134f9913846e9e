/** One differing setting: its name and its value on each side, as short text. */
export interface SettingDifference {
  setting: string;
  a: string;
  b: string;
}
