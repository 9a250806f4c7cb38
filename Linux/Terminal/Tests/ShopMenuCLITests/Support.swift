import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// The feeds the tests read. This target has no resources, and a simulator has no checkout to
/// read the core's test fixtures from: the bytes are the package's bundled snapshots (the same
/// files as `ShopMenuTests/Fixtures`), written once per run to a temporary folder for the
/// commands that take a path.
enum CLIFixture: String, CaseIterable {
  case bonprix = "bonprix-navigation-sample"
  case mytoys = "mytoys-navigation"

  /// The folder the feeds are written to, made on first use.
  static let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("shopmenu-cli-fixtures-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for fixture in allCases {
      try? BundledMenu.data(for: fixture.shop)?.write(to: url.appendingPathComponent(fixture.file))
    }
    return url
  }()

  private var file: String { "\(rawValue).json" }

  var path: String { Self.directory.appendingPathComponent(file).path }

  var data: Data {
    get throws { try Data(contentsOf: URL(fileURLWithPath: path)) }
  }

  var shop: ShopConfiguration.Shop {
    switch self {
    case .bonprix: return .bonprix
    case .mytoys: return .mytoys
    }
  }

  /// Entries the decoder keeps, and the deepest level.
  var expectedCount: Int { self == .bonprix ? 8 : 220 }
  var expectedDepth: Int { 4 }
}

/// What one in-process run of `shopmenu` did.
struct RunResult {
  let code: Int32
  let stdout: String
  let stderr: String

  /// Both streams, for checks that apply to everything printed.
  var all: String { stdout + stderr }

  /// Standard output parsed as a JSON object.
  func json(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    return try XCTUnwrap(object as? [String: Any], "not a JSON object", file: file, line: line)
  }
}

/// A menu client that records what it was asked and answers from a script.
final class RecordingClient: @unchecked Sendable {
  enum Answer {
    case feed(Data)
    case notModified
    case failure(MenuAPIError)
    /// Never answers (until cancelled).
    case hang
  }

  private let lock = NSLock()
  private var answers: [Answer]
  private var shops: [ShopConfiguration] = []
  private var fetches = 0
  private var sentValidators: [CacheValidators?] = []

  init(_ answers: [Answer]) { self.answers = answers }

  /// How many fetches were made.
  var fetchCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return fetches
  }

  /// The validators each fetch was asked to send, oldest first.
  var validators: [CacheValidators?] {
    lock.lock()
    defer { lock.unlock() }
    return sentValidators
  }

  /// The configurations clients were made for.
  var configurations: [ShopConfiguration] {
    lock.lock()
    defer { lock.unlock() }
    return shops
  }

  func make(_ shop: ShopConfiguration) -> MenuClient {
    lock.lock()
    shops.append(shop)
    lock.unlock()
    return MenuClient { validators in
      let answer: Answer = {
        self.lock.lock()
        defer { self.lock.unlock() }
        self.fetches += 1
        self.sentValidators.append(validators)
        return self.answers.count > 1 ? self.answers.removeFirst() : self.answers[0]
      }()
      switch answer {
      case .feed(let data): return .modified(data, CacheValidators(etag: "\"v1\""))
      case .notModified: return .notModified
      case .failure(let error): throw error
      case .hang:
        while true { try await Task.sleep(nanoseconds: 50_000_000) }
      }
    }
  }
}

/// Runs `shopmenu` in this process with a recording console and no real network or cache.
///
/// - Parameters:
///   - network: answers to fetches; fails as offline by default.
///   - cacheDirectory: the default cache folder (a fresh temporary one when `nil`).
///   - bundled: the bundled snapshots (the package's own by default).
@MainActor
func runCLI(
  _ arguments: [String], input: [String] = [], network: RecordingClient? = nil,
  environment: [String: String] = [:], cacheDirectory: URL? = nil,
  bundled: (@Sendable (ShopConfiguration.Shop) -> Data?)? = nil,
  now: Date = Date(), stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false
) async -> RunResult {
  let client = network ?? RecordingClient([.failure(.offline)])
  let cache =
    cacheDirectory
    ?? FileManager.default.temporaryDirectory.appendingPathComponent(
      "shopmenu-cli-tests-\(UUID().uuidString)", isDirectory: true)
  let dependencies = CLIDependencies(
    environment: environment,
    makeClient: { shop, _ in client.make(shop) },
    bundled: bundled ?? { BundledMenu.data(for: $0) },
    standardCacheDirectory: { cache },
    now: { now })
  let (console, recording) = Console.recording(
    input: input, stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal)
  let code = await ShopMenuCLI.run(arguments, console: console, dependencies: dependencies)
  if cacheDirectory == nil { try? FileManager.default.removeItem(at: cache) }
  return RunResult(code: code, stdout: recording.stdout, stderr: recording.stderr)
}

/// A fresh, empty folder, removed when the test ends.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("shopmenu-cli-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}

/// Writes `text` to a file in `directory` and returns its path.
func writeFile(_ text: String, named name: String, in directory: URL) throws -> String {
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// Fails when `text` contains a control character other than a newline (so no escape
/// sequence, no carriage return, no bell).
func assertInert(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
  let offending = text.unicodeScalars.first { $0 != "\n" && TerminalText.isUnsafe($0) }
  XCTAssertNil(
    offending.map { String(format: "U+%04X", $0.value) }, "control character in output",
    file: file, line: line)
}
