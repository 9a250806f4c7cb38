/// `1 level`, `2 levels`; public for the terminal front end.
public enum Plural {
  /// `count` and the word that agrees with it.
  public static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
