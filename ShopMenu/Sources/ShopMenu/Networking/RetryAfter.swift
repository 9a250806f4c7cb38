import Foundation

/// Reads an HTTP `Retry-After` header: a number of seconds or an HTTP date.
enum RetryAfter {
  // MARK: - Parsing

  /// The seconds to wait from `now`, or `nil` if the value is missing or unreadable. A date in
  /// the past gives 0.
  static func seconds(_ value: String?, now: Date = Date()) -> TimeInterval? {
    guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if let seconds = Double(text) {
      return seconds.isFinite && seconds >= 0 ? seconds : nil
    }
    guard let date = httpDate(text) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }

  /// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) and the two obsolete forms HTTP still
  /// allows (RFC 850 and asctime).
  static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    let formats = [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }
}
