import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// `validate` is a contract checker: without `--file` or `--offline` it checks what the API
/// returned, or exits 3 saying why it has nothing to check; it never falls back to the cache or
/// the bundled snapshot.
final class ValidateSourceTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let endpoint = "https://codechallenge.mobilelab.io/v1/bonprix/navigation"
  private let noFallback =
    " Nothing was validated; validate never falls back to the cached or bundled menu "
    + "(use --offline or --file PATH to check those).\n"

  private func seedCache(_ directory: URL) throws {
    try MenuDiskCache(directory: directory).save(
      CachedFeed(
        shop: .bonprix, data: try CLIFixture.bonprix.data,
        validators: CacheValidators(etag: "\"old\""), fetchedAt: now.addingTimeInterval(-3600)))
  }

  @MainActor
  func testValidateNeverFallsBackToTheCacheOrTheBundledSnapshot() async throws {
    let cache = try makeTemporaryDirectory(self)
    try seedCache(cache)
    let file = MenuDiskCache(directory: cache).fileURL(for: .bonprix)
    let before = try Data(contentsOf: file)
    let cases: [(answer: RecordingClient.Answer, sentence: String)] = [
      (
        .failure(.offline),
        "shopmenu: Could not reach the bonprix menu API at \(endpoint): You appear to be offline. "
          + "Check your connection and try again."
      ),
      (
        .failure(.transport(reason: "could not connect to the server")),
        "shopmenu: Could not reach the bonprix menu API at \(endpoint): The menu could not be "
          + "loaded (could not connect to the server)."
      ),
      (
        .hang,
        "shopmenu: Could not reach the bonprix menu API at \(endpoint): The menu server did not "
          + "answer in time. Try again in a moment."
      ),
      (
        .failure(.serverError(status: 503)),
        "shopmenu: The bonprix menu API at \(endpoint) did not send a menu: The menu server has "
          + "a problem (HTTP 503). Try again later."
      ),
      (
        .feed(Data("{\"products\": []}".utf8)),
        "shopmenu: What the bonprix menu API at \(endpoint) sent is not a usable menu feed: The "
          + "document is not a menu feed: expected \"categories\" or \"navigationEntries\", "
          + "found products."
      ),
    ]
    for (answer, sentence) in cases {
      for json in [false, true] {
        let result = await runCLI(
          ["--timeout", "0.3", "validate"] + (json ? ["--json"] : []),
          network: RecordingClient([answer]), cacheDirectory: cache, now: now)
        XCTAssertEqual(result.code, ExitCode.noMenu, sentence)
        XCTAssertEqual(result.stdout, "", "nothing validated, nothing printed")
        XCTAssertEqual(result.stderr, sentence + noFallback)
      }
    }
    XCTAssertEqual(try Data(contentsOf: file), before, "the cache is left as it was")

    let noCache = await runCLI(
      ["--shop", "mytoys", "validate"], network: RecordingClient([.failure(.offline)]), now: now)
    XCTAssertEqual(noCache.code, ExitCode.noMenu)
    XCTAssertFalse(noCache.stdout.contains("bundled"), noCache.stdout)
    XCTAssertTrue(noCache.stderr.hasPrefix("shopmenu: Could not reach the myToys menu API at "))
  }

  @MainActor
  func testValidateChecksTheWholeFeedTheAPIReturned() async throws {
    let cache = try makeTemporaryDirectory(self)
    try seedCache(cache)
    let network = RecordingClient([.feed(try CLIFixture.mytoys.data)])
    let result = await runCLI(
      ["--shop", "mytoys", "--cache-dir", cache.path, "--json", "validate"], network: network,
      now: now)
    XCTAssertEqual(result.code, ExitCode.diagnostics, result.stderr)
    XCTAssertEqual(result.stderr, "")
    let json = try result.json()
    let source = try XCTUnwrap(json["source"] as? [String: Any])
    XCTAssertEqual(source["kind"] as? String, "network")
    XCTAssertTrue(source["networkError"] is NSNull)
    XCTAssertEqual(json["entries"] as? Int, 220)

    // A seeded cache has validators; validate asks without them, for the whole feed.
    let bonprix = RecordingClient([.feed(try CLIFixture.bonprix.data)])
    let clean = await runCLI(["validate"], network: bonprix, cacheDirectory: cache, now: now)
    XCTAssertEqual(clean.code, ExitCode.success, clean.stderr)
    XCTAssertTrue(clean.stdout.contains("Source: network (\(endpoint)), fetched just now"))
    XCTAssertEqual(bonprix.validators.count, 1)
    XCTAssertNil(bonprix.validators.first ?? nil, "no If-None-Match")
    let tree = RecordingClient([.feed(try CLIFixture.bonprix.data)])
    _ = await runCLI(["tree"], network: tree, cacheDirectory: cache, now: now)
    XCTAssertNotNil(tree.validators.first ?? nil, "other commands ask conditionally")

    // Not Modified to a request without validators is not a feed.
    let notModified = await runCLI(
      ["validate"], network: RecordingClient([.notModified]), cacheDirectory: cache, now: now)
    XCTAssertEqual(notModified.code, ExitCode.noMenu)
    XCTAssertTrue(
      notModified.stderr.hasPrefix(
        "shopmenu: The bonprix menu API at \(endpoint) did not send a menu: The menu server "
          + "answered with HTTP 304."), notModified.stderr)
  }

  @MainActor
  func testOfflineAndFileStillValidateWhatTheyName() async throws {
    let network = RecordingClient([.failure(.offline)])
    let offline = await runCLI(["--offline", "validate"], network: network, now: now)
    XCTAssertEqual(offline.code, ExitCode.success, offline.stderr)
    XCTAssertTrue(offline.stdout.contains("Source: bundled snapshot"))
    XCTAssertEqual(offline.stderr, "")
    XCTAssertEqual(network.fetchCount, 0)
  }

  /// A repeated key, here an escaped spelling of `url`, refuses the feed from a file or the
  /// API: exit 3, nothing validated, and the sentence says which key and where.
  @MainActor
  func testValidateRefusesAFeedWithARepeatedKey() async throws {
    let feed = #"{"categories": [{"label": "A", "url": "/a/", "\u0075rl": "/b/"}]}"#
    let reason = #"The menu feed is not valid JSON (byte offset 45: a repeated key "url")."#
    let folder = try makeTemporaryDirectory(self)
    let path = try writeFile(feed, named: "repeated.json", in: folder)
    for json in [false, true] {
      let file = await runCLI(["--file", path, "validate"] + (json ? ["--json"] : []))
      XCTAssertEqual(file.code, ExitCode.noMenu)
      XCTAssertEqual(file.stdout, "")
      XCTAssertEqual(file.stderr, "shopmenu: \(path) is not a usable menu feed: \(reason)\n")
    }
    let network = RecordingClient([.feed(Data(feed.utf8))])
    let api = await runCLI(["validate"], network: network, now: now)
    XCTAssertEqual(api.code, ExitCode.noMenu)
    XCTAssertEqual(api.stdout, "")
    XCTAssertEqual(
      api.stderr,
      "shopmenu: What the bonprix menu API at \(endpoint) sent is not a usable menu feed: "
        + reason + noFallback)
  }

  @MainActor
  func testHelpSaysValidateNeverFallsBack() async {
    let help = await runCLI(["--help"]).stdout
    XCTAssertTrue(help.contains("fetch and validate never fall back"), help)
    XCTAssertTrue(help.contains("exit 0 clean, 1 diagnostics, 3 no usable feed"), help)
    XCTAssertTrue(help.contains("3 no usable menu (for\nfetch and validate"), help)
  }
}
