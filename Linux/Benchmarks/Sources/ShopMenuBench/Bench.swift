import Foundation

@testable import ShopMenu

/// One feed to measure.
struct Input {
  var name: String
  var format: FeedFormat
  var data: Data
  var shop: ShopConfiguration { format == .bonprix ? .bonprix : .mytoys }
}

/// Limits roomy enough for the 100k-entry feeds (the standard 8 MiB would refuse them).
let roomyLimits = FeedDecoder.Limits(maxBytes: 256 << 20)

/// The implementations compared, by the name the memory child understands.
enum Implementation: String, CaseIterable {
  case raw, legacy, naive
  case naiveStrings = "naive-strings"
  case shopmenu, index

  var title: String {
    switch self {
    case .raw: return "raw pass (floor)"
    case .legacy: return "(a) JSONSerialization into a recursive model"
    case .naive: return "(b) JSONDecoder, naive struct with URL"
    case .naiveStrings: return "(b′) JSONDecoder, naive struct with String"
    case .shopmenu: return "ShopMenu FeedDecoder.decode (decode+validate+index)"
    case .index: return "ShopMenu index only (Menu.init)"
    }
  }

  /// Runs once over `input`; returns an entry count (so nothing is optimized away) and keeps
  /// the result alive through `keep` for memory measurements.
  func run(_ input: Input, decoder: FeedDecoder, menu: Menu?, keep: (Any) -> Void = { _ in }) throws
    -> Int
  {
    switch self {
    case .raw:
      let result = RawPass.scan(input.data)
      return result.objects &+ result.depth
    case .legacy:
      let models = try LegacyModel.parse(input.data)
      keep(models)
      return models.count
    case .naive:
      let entries = try NaiveDocument.parse(input.data)
      keep(entries)
      return entries.count
    case .naiveStrings:
      let entries = try NaiveStringDocument.parse(input.data)
      keep(entries)
      return entries.count
    case .shopmenu:
      let menu = try decoder.decode(input.data)
      keep(menu)
      return menu.allEntries.count
    case .index:
      guard let menu else { return 0 }
      let indexed = Menu(entries: menu.entries, format: menu.format, diagnostics: menu.diagnostics)
      keep(indexed)
      return indexed.allEntries.count
    }
  }
}

// MARK: - Formatting

func ms(_ seconds: Double) -> String {
  let value = seconds * 1000
  if value >= 100 { return String(format: "%.0f", value) }
  if value >= 10 { return String(format: "%.1f", value) }
  if value >= 1 { return String(format: "%.2f", value) }
  return String(format: "%.3f", value)
}

/// `median (p10–p90)` in milliseconds.
func cell(_ sample: Sample) -> String {
  "\(ms(sample.median)) (\(ms(sample.p10))–\(ms(sample.p90)))"
}

func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

func bytes(_ count: Int) -> String {
  if count >= 1 << 20 { return String(format: "%.1f MiB", Double(count) / Double(1 << 20)) }
  if count >= 1 << 10 { return String(format: "%.0f KiB", Double(count) / Double(1 << 10)) }
  return "\(count) B"
}

func grouped(_ n: Int) -> String {
  let s = String(n)
  var out = ""
  for (i, c) in s.enumerated() {
    if i > 0, (s.count - i) % 3 == 0 { out += "," }
    out.append(c)
  }
  return out
}

/// Collects the report's lines and echoes progress to stderr.
final class Report {
  private(set) var lines: [String] = []
  func add(_ line: String = "") { lines.append(line) }
  func table(_ header: [String], _ rows: [[String]]) {
    add("| " + header.joined(separator: " | ") + " |")
    add("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
    for row in rows { add("| " + row.joined(separator: " | ") + " |") }
    add()
  }
  func progress(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
  var text: String { lines.joined(separator: "\n") + "\n" }
}
