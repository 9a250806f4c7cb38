import Foundation
import ShopMenu

/// Where a menu came from, as printed and as JSON.
struct SourceReport: Encodable, Equatable {
  /// `network`, `cache`, `bundled` or `file`.
  let kind: String
  /// One line for people: `cache of 2025-11-30 10:53 UTC (3 hours old)`.
  let description: String
  /// The endpoint, cache file or feed file.
  let location: String?
  /// When the feed was fetched (network, cache) or modified (file), ISO 8601; `null` when
  /// unknown (bundled).
  let date: String?
  /// Seconds since ``date``.
  let ageSeconds: Int?
  /// Why the network was not used, when it was asked and failed.
  let networkError: String?

  init(_ loaded: LoadedMenu, now: Date) {
    let date = loaded.date
    let age = date.map { max(0, Int(now.timeIntervalSince($0))) }
    let when = date.map { Self.format($0) } ?? ""
    let howOld = age.map { Self.describeAge($0) } ?? ""
    let location = loaded.location.map { TerminalText.safe($0) }
    switch loaded.snapshot.source {
    case .network:
      kind = "network"
      description = "network (\(location ?? "API")), fetched \(howOld)"
    case .disk:
      kind = "cache"
      description = "cache of \(when) (\(howOld))"
    case .bundled:
      kind = "bundled"
      description = "bundled snapshot (shipped with this program; its age is not recorded)"
    case .file:
      kind = "file"
      description =
        "file \(location ?? "")" + (date == nil ? "" : ", modified \(when) (\(howOld))")
    }
    self.location = loaded.location
    self.date = date.map { Self.iso8601($0) }
    self.ageSeconds = age
    self.networkError = loaded.networkFailure
  }

  private enum CodingKeys: String, CodingKey {
    case kind, description, location, date, ageSeconds, networkError
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(description, forKey: .description)
    try container.encode(location, forKey: .location)
    try container.encode(date, forKey: .date)
    try container.encode(ageSeconds, forKey: .ageSeconds)
    try container.encode(networkError, forKey: .networkError)
  }

  /// `2025-11-30 10:53 UTC`.
  static func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }

  static func iso8601(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  /// `just now`, `5 minutes old`, `3 hours old`, `2 days old`.
  static func describeAge(_ seconds: Int) -> String {
    func plural(_ count: Int, _ unit: String) -> String {
      Plural.count(count, unit, unit + "s") + " old"
    }
    switch seconds {
    case ..<60: return "just now"
    case ..<3600: return plural(seconds / 60, "minute")
    case ..<86_400: return plural(seconds / 3600, "hour")
    default: return plural(seconds / 86_400, "day")
    }
  }
}

// MARK: - JSON

enum JSONOutput {
  /// Pretty, key-sorted JSON in which no string can carry a control character to the terminal.
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return TerminalText.escapeJSON(text)
  }
}

/// One entry as JSON (`tree`, `search`).
struct EntryJSON: Encodable {
  let id: [String]
  let label: String
  let kind: String
  let url: String?
  /// `app` (the web view), `external` (the system) or `null`.
  let opens: String?
  let image: String?
  let children: [EntryJSON]?

  init(_ entry: MenuEntry, recursive: Bool) {
    id = entry.id.components
    label = entry.label
    kind = entry.kind.rawValue
    url = entry.url?.absoluteString
    switch entry.destination {
    case .inApp?: opens = "app"
    case .external?: opens = "external"
    case nil: opens = nil
    }
    image = entry.imageURL?.absoluteString
    children = recursive ? entry.children.map { EntryJSON($0, recursive: true) } : nil
  }

  private enum CodingKeys: String, CodingKey {
    case id, label, kind, url, opens, image, children
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(label, forKey: .label)
    try container.encode(kind, forKey: .kind)
    try container.encode(url, forKey: .url)
    try container.encode(opens, forKey: .opens)
    try container.encodeIfPresent(image, forKey: .image)
    try container.encodeIfPresent(children, forKey: .children)
  }
}

// MARK: - Text

/// Renders menus as text lines; outside text always goes through ``TerminalText/safe(_:maximumLength:)``.
struct TextRenderer {
  let style: Style

  /// `[category]`, `[link]`, `[link, external]`, `[section]`.
  func kindTag(_ entry: MenuEntry) -> String {
    if entry.opensExternally { return "[\(entry.kind.rawValue), external]" }
    return "[\(entry.kind.rawValue)]"
  }

  func label(_ entry: MenuEntry) -> String {
    let text = TerminalText.safe(entry.label)
    switch entry.kind {
    case .section: return style.bold(style.yellow(text))
    case .category: return style.bold(text)
    case .link: return text
    }
  }

  func url(_ url: URL?) -> String {
    guard let url else { return "" }
    return style.cyan(TerminalText.safe(url.absoluteString, maximumLength: 2000))
  }

  /// One line of the tree.
  func treeLine(_ entry: MenuEntry) -> String {
    let indent = String(repeating: "  ", count: max(entry.id.depth - 1, 0))
    var line = "\(indent)\(label(entry))  \(style.dim(kindTag(entry)))"
    if entry.url != nil { line += "  \(url(entry.url))" }
    return line
  }

  /// `Damen › Mode`, safe, dimmed.
  func breadcrumb(_ labels: [String]) -> String {
    style.dim(labels.map { TerminalText.safe($0) }.joined(separator: " › "))
  }

  func sourceLine(_ report: SourceReport) -> String {
    style.dim("Source: \(report.description)")
  }
}
