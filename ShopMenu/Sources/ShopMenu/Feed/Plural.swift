/// Counts in words that agree with them: `1 level`, `2 levels`. Public for the terminal front
/// end, whose reports count entries, levels and bytes the way the core's messages do.
public enum Plural {
  /// `count` and `singular` or `plural`, whichever agrees with it.
  public static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
