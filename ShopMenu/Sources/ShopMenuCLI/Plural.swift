/// Counts in words that agree with them: `1 level`, `2 levels`.
enum Plural {
  /// `count` and `singular` or `plural`, whichever agrees with it.
  static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
