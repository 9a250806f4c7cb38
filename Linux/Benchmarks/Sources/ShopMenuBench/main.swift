import Foundation

@testable import ShopMenu

// ShopMenuBench: times the ShopMenu core against baselines measured in the same run. It reaches
// the core's internals with `@testable import`: build it with `-Xswiftc -enable-testing`.
//
//   ShopMenuBench [--quick] [--fixture PATH] [--sizes 1000,10000,100000] [--markdown PATH]
//                 [--only decode,cache,memory,ttm] [--server PATH]
//
// Prints a Markdown report (tables with median and p10–p90 over many iterations) to stdout,
// and to --markdown PATH when given. Progress goes to stderr.

var arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

// MARK: - Memory child

if arguments.first == "--memory-child" {
  // --memory-child IMPL FILE FORMAT: prints "<peak bytes> <retained bytes> <result>".
  guard arguments.count == 4, let implementation = Implementation(rawValue: arguments[1]),
    let format = FeedFormat(rawValue: arguments[3]),
    let data = FileManager.default.contents(atPath: arguments[2])
  else {
    print("usage: --memory-child IMPL FILE FORMAT")
    exit(2)
  }
  let input = Input(name: "", format: format, data: data)
  let decoder = FeedDecoder(shop: input.shop, limits: roomyLimits)
  let menu = implementation == .index ? try decoder.decode(data) : nil
  var kept: Any?
  Memory.resetPeak()
  let before = Memory.status("VmRSS")
  let result = try implementation.run(input, decoder: decoder, menu: menu) { kept = $0 }
  let peak = Memory.status("VmHWM") - before
  let retained = Memory.status("VmRSS") - before
  print("\(peak) \(retained) \(result)")
  withExtendedLifetime(kept) {}
  exit(0)
}

// MARK: - Feed files

if arguments.first == "--write-feed" {
  // --write-feed FORMAT SIZE PATH: writes a synthetic feed, for profiling the command line.
  guard arguments.count == 4, let format = FeedFormat(rawValue: arguments[1]),
    let size = Int(arguments[2])
  else {
    print("usage: --write-feed FORMAT SIZE PATH")
    exit(2)
  }
  try Synthetic.feed(format, count: size).write(to: URL(fileURLWithPath: arguments[3]))
  exit(0)
}

// MARK: - Menu dump

if arguments.first == "--dump" {
  // --dump FILE SHOP: the menu as lines (id, kind, destination, image) and its diagnostics, or
  // the error and exit status 3; for comparing two builds of the decoder on the same feed, and
  // for Linux/Scripts/jsontestsuite.sh.
  guard arguments.count == 3, let shop = ShopConfiguration.Shop(rawValue: arguments[2]),
    let data = FileManager.default.contents(atPath: arguments[1])
  else {
    print("usage: --dump FILE bonprix|mytoys")
    exit(2)
  }
  do {
    let menu = try FeedDecoder(shop: .standard(shop)).decode(data)
    print("format \(menu.format.rawValue), \(menu.allEntries.count) entries")
    for entry in menu.allEntries {
      print(
        entry.id.components.joined(separator: " › "), entry.kind,
        entry.destination.map { "\($0)" } ?? "-", entry.imageURL?.absoluteString ?? "-",
        separator: " | ")
    }
    for diagnostic in menu.diagnostics { print("diagnostic:", diagnostic) }
  } catch {
    print("error:", error)
    exit(3)
  }
  exit(0)
}

// MARK: - Counted runs and the profiling loop

/// The myToys menu bundled with the app: a capture of the real feed.
let bundledMyToys = "ShopMenu/Sources/ShopMenu/Resources/mytoys-navigation.json"

/// The arguments `IMPL FORMAT SIZE LAST` of `--count` and `--loop`: one implementation, its
/// feed (SIZE 0: the myToys capture, else a synthetic feed of SIZE entries), a decoder with room
/// for it, and the last argument. Exits with the usage line when they do not parse.
func feedRun(_ usage: String) -> (Implementation, Input, FeedDecoder, String) {
  guard arguments.count == 5, let implementation = Implementation(rawValue: arguments[1]),
    let format = FeedFormat(rawValue: arguments[2]), let size = Int(arguments[3])
  else {
    print("usage: \(usage)")
    exit(2)
  }
  let data =
    size == 0
    ? FileManager.default.contents(atPath: bundledMyToys)!
    : Synthetic.feed(format, count: size)
  let input = Input(name: "", format: format, data: data)
  return (implementation, input, FeedDecoder(shop: input.shop, limits: roomyLimits), arguments[4])
}

if arguments.first == "--count" {
  // --count IMPL FORMAT SIZE N: runs one implementation N times, for instruction counts under
  // `valgrind --tool=callgrind`.
  let (implementation, input, decoder, last) = feedRun("--count IMPL FORMAT SIZE N")
  guard let runs = Int(last) else {
    print("usage: --count IMPL FORMAT SIZE N")
    exit(2)
  }
  let menu = implementation == .index ? try decoder.decode(input.data) : nil
  var total = 0
  for _ in 0..<runs { total &+= try implementation.run(input, decoder: decoder, menu: menu) }
  print("\(implementation.rawValue): \(runs) runs, \(total) entries")
  exit(0)
}

if arguments.first == "--loop" {
  // --loop IMPL FORMAT SIZE SECONDS: runs one implementation for SECONDS, for `perf record`.
  let (implementation, input, decoder, last) = feedRun("--loop IMPL FORMAT SIZE SECONDS")
  guard let seconds = Double(last) else {
    print("usage: --loop IMPL FORMAT SIZE SECONDS")
    exit(2)
  }
  let menu = try decoder.decode(input.data)
  let sample = try measure(Budget(seconds: seconds, minIterations: 1, maxIterations: .max)) {
    try implementation.run(input, decoder: decoder, menu: menu)
  }
  print("\(implementation.rawValue): \(sample.times.count) runs, median \(ms(sample.median)) ms")
  exit(0)
}

let budget = arguments.contains("--quick") ? Budget.quick : Budget.standard
let sizes = (option("--sizes") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let sections = Set(
  (option("--only") ?? "decode,cache,memory,ttm").split(separator: ",").map(String.init)
)
let fixturePath = option("--fixture") ?? bundledMyToys
let report = Report()

// MARK: - Inputs

var inputs: [Input] = []
if let capture = FileManager.default.contents(atPath: fixturePath) {
  inputs.append(Input(name: "myToys capture", format: .mytoys, data: capture))
} else {
  report.progress("warning: no myToys capture at \(fixturePath) (pass --fixture)")
}
for size in sizes {
  for format in [FeedFormat.mytoys, .bonprix] {
    report.progress("generating \(format.rawValue) \(size)")
    inputs.append(
      Input(
        name: "synthetic \(format.rawValue) \(size / 1000)k", format: format,
        data: Synthetic.feed(format, count: size)))
  }
}

var menus: [String: Menu] = [:]
for input in inputs {
  let menu = try FeedDecoder(shop: input.shop, limits: roomyLimits).decode(input.data)
  menus[input.name] = menu
}

// MARK: - Machine

func cpuModel() -> String {
  let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
  let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
  return line.map {
    $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
      ?? "?"
  } ?? "?"
}
let swiftVersion =
  ProcessInfo.processInfo.environment["BENCH_SWIFT_VERSION"] ?? "(run through bench.sh)"
report.add(
  "Machine: \(ProcessInfo.processInfo.activeProcessorCount) CPUs (`nproc`), \(cpuModel()), "
    + "\(Memory.status("MemTotal") > 0 ? "" : "")\(swiftVersion). Budget per figure: \(budget.seconds) s, "
    + "at least \(budget.minIterations) runs after one warm-up. Times in ms: median (p10–p90).")
report.add()

// MARK: - Decoding

if sections.contains("decode") {
  report.add("### Decoding")
  report.add()
  var rows: [[String]] = []
  for input in inputs {
    let decoder = FeedDecoder(shop: input.shop, limits: roomyLimits)
    let menu = menus[input.name]
    var medians: [Implementation: Double] = [:]
    var cells: [Implementation: String] = [:]
    for implementation in Implementation.allCases {
      report.progress("decode \(input.name): \(implementation.rawValue)")
      let sample = try measure(budget) {
        try implementation.run(input, decoder: decoder, menu: menu)
      }
      medians[implementation] = sample.median
      cells[implementation] = "\(cell(sample)) n=\(sample.times.count)"
    }
    let ours = medians[.shopmenu]!
    rows.append([
      input.name, grouped(menu?.allEntries.count ?? 0), bytes(input.data.count),
      cells[.raw]!, cells[.legacy]!, cells[.naive]!, cells[.naiveStrings]!, cells[.shopmenu]!,
      cells[.index]!,
      ratio(ours / medians[.naive]!), ratio(ours / medians[.naiveStrings]!),
      ratio(medians[.legacy]! / ours),
    ])
  }
  report.table(
    [
      "feed", "entries", "bytes", "raw pass", "(a) JSONSerialization", "(b) JSONDecoder URL",
      "(b′) JSONDecoder String", "**ShopMenu decode**", "of which index", "ours÷(b)", "ours÷(b′)",
      "(a)÷ours",
    ], rows)
  report.add(
    "ShopMenu decode is the full pipeline: the size limit, the JSON check (nesting, strings, "
      + "repeated keys), `JSONDecoder` into tolerant raw entries, validation (labels cleaned, URLs "
      + "parsed and checked, kinds, ids, diagnostics) and the index (the depth-first list and the "
      + "id table). \"of which index\" times `Menu.init` alone on the decoded entries. Guard: "
      + "ours÷(b) ≤ 3 on the capture and the 100k feeds.")
  report.add()
}

// MARK: - Disk cache

if sections.contains("cache") {
  report.add("### Loading from the disk cache")
  report.add()
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "shopmenu-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: directory) }
  var rows: [[String]] = []
  for input in inputs where input.name == "myToys capture" || input.name.hasSuffix("100k") {
    let cache = MenuDiskCache(
      directory: directory.appendingPathComponent(
        input.name.replacingOccurrences(of: " ", with: "-")))
    let shop = input.shop
    try cache.save(
      CachedFeed(
        shop: shop.id, data: input.data, validators: CacheValidators(etag: "\"x\""),
        fetchedAt: Date()))
    let decoder = FeedDecoder(shop: shop, limits: roomyLimits)
    report.progress("cache \(input.name)")
    let load = measure(budget) { cache.load(shop.id)?.data.count ?? -1 }
    let loadDecode = try measure(budget) {
      guard let feed = cache.load(shop.id) else { return -1 }
      return try decoder.decode(feed.data).allEntries.count
    }
    let readDecode = try measure(budget) {
      let data = try Data(contentsOf: cache.fileURL(for: shop.id))
      return data.count
    }
    rows.append([
      input.name, bytes(input.data.count), cell(readDecode), cell(load), cell(loadDecode),
    ])
  }
  report.table(
    [
      "feed", "bytes", "read the file", "MenuDiskCache.load (read + checksum)",
      "load + decode = usable menu",
    ],
    rows)
}

// MARK: - Memory

if sections.contains("memory") {
  report.add("### Peak memory per entry")
  report.add()
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "shopmenu-bench-mem-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  var rows: [[String]] = []
  for input in inputs where input.name == "myToys capture" || input.name.hasSuffix("100k") {
    let file = directory.appendingPathComponent("\(input.format.rawValue)-\(input.data.count).json")
    try input.data.write(to: file)
    let entries = menus[input.name]?.allEntries.count ?? 1
    var row = [input.name, grouped(entries), bytes(input.data.count)]
    for implementation in [Implementation.legacy, .naive, .shopmenu] {
      report.progress("memory \(input.name): \(implementation.rawValue)")
      var peaks: [Int] = []
      var retained: [Int] = []
      for _ in 0..<3 {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
          "--memory-child", implementation.rawValue, file.path, input.format.rawValue,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(
          decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(separator: " ").compactMap {
          Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard numbers.count == 3 else { continue }
        peaks.append(numbers[0])
        retained.append(numbers[1])
      }
      let peak = peaks.sorted()[peaks.count / 2]
      let kept = retained.sorted()[retained.count / 2]
      row.append("\(grouped(peak / entries)) / \(grouped(kept / entries))")
    }
    rows.append(row)
  }
  report.table(
    [
      "feed", "entries", "bytes", "(a) JSONSerialization", "(b) JSONDecoder URL",
      "**ShopMenu decode**",
    ], rows)
  report.add(
    "Bytes per entry, peak / retained: the rise of the peak resident size (`VmHWM`, reset through "
      + "`/proc/self/clear_refs`) while decoding, and the resident size still held by the result, "
      + "each in a fresh child process with the feed already read (median of 3). The input bytes "
      + "are not counted.")
  report.add()
}

// MARK: - Time to a usable menu

let serverScript = option("--server") ?? "ShopMenu/Tests/Server/navigation_server.py"
if sections.contains("ttm") {
  report.add("### Time to a usable menu: disk cache and a slow network")
  report.add()
  if FileManager.default.fileExists(atPath: serverScript) {
    let rows = try await TimeToMenu.run(
      server: serverScript, feed: fixturePath, runs: budget.minIterations < 5 ? 2 : 5,
      delays: [0, 2],
      report: report)
    report.table(
      ["server delay", "runs", "menu from the cache", "refreshed menu from the network"],
      rows.map { row in
        ["\(Int(row.delay)) s", "\(row.cache.times.count)", cell(row.cache), cell(row.network)]
      })
    report.add(
      "The myToys capture in a `MenuDiskCache`, a fresh `MenuRepository` with the live client "
        + "against the loopback test server (`slow-headers` fault: the response headers wait for "
        + "the delay). The refresh is started first, as the app does, then `savedSnapshot()` is "
        + "read; both are timed from the start. Target: the cached menu's time does not depend on "
        + "the network's.")
    report.add()
  } else {
    report.add("(skipped: no test server at \(serverScript))")
    report.add()
  }
}

// MARK: - Output

print(report.text, terminator: "")
if let path = option("--markdown") {
  try report.text.write(toFile: path, atomically: true, encoding: .utf8)
}
if blackHole == 42 { print("") }
