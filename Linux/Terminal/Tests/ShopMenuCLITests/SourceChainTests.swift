import Foundation
import ShopMenu
import ShopMenuCLI
import XCTest

/// Network, then cache, then bundled; `--offline`; `--endpoint`; the key; timeouts; `fetch`.
final class SourceChainTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// The bonprix sample with `Shop` removed, `Herren` (and one child) added and Mode's URL changed.
  private let changedBonprix = """
    {"categories": [
      {"label": "Damen", "url": "https://www.bonprix.de/kategorie/damen/",
       "image": "https://image01.bonprix.de/bonprixbilder/teaser/app/channels/app-dez-19a.jpg",
       "children": [
        {"label": "Zur Übersicht", "url": "https://www.bonprix.de/kategorie/damen/"},
        {"label": "Mode", "url": "https://www.bonprix.de/kategorie/damen-mode-neu/", "children": [
          {"label": "Alle Artikel anzeigen", "url": "https://www.bonprix.de/kategorie/damen-mode/"},
          {"label": "Neuheiten", "url": "https://www.bonprix.de/kategorie/damen-neu/", "children": [
            {"label": "Alle Artikel anzeigen", "url": "https://www.bonprix.de/kategorie/damen-neu/"},
            {"label": "Oberteile",
             "url": "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"}
          ]}
        ]}
      ]},
      {"label": "Herren", "url": "https://www.bonprix.de/kategorie/herren/", "children": [
        {"label": "Hemden", "url": "https://www.bonprix.de/kategorie/herren-hemden/"}
      ]}
    ]}
    """

  private func seedCache(_ directory: URL, data: Data, age: TimeInterval) throws {
    try MenuDiskCache(directory: directory).save(
      CachedFeed(
        shop: .bonprix, data: data, validators: CacheValidators(etag: "\"old\""),
        fetchedAt: now.addingTimeInterval(-age)))
  }

  // MARK: - Reading commands

  @MainActor
  func testNetworkFirstAndTheCacheIsWritten() async throws {
    let cache = try makeTemporaryDirectory(self)
    let network = RecordingClient([.feed(Data(changedBonprix.utf8))])
    let result = await runCLI(
      ["--json", "tree"], network: network, environment: ["SHOPMENU_API_KEY": "secret-key-123"],
      cacheDirectory: cache, now: now)
    XCTAssertEqual(result.code, ExitCode.success, result.stderr)
    let source = try XCTUnwrap(try result.json()["source"] as? [String: Any])
    XCTAssertEqual(source["kind"] as? String, "network")
    XCTAssertEqual(
      source["location"] as? String, "https://codechallenge.mobilelab.io/v1/bonprix/navigation")
    XCTAssertEqual(source["ageSeconds"] as? Int, 0)
    XCTAssertEqual(network.configurations.first?.apiKey.value, "secret-key-123")
    XCTAssertFalse(result.all.contains("secret-key-123"), "the key is never printed")
    XCTAssertEqual(MenuDiskCache(directory: cache).load(.bonprix)?.data, Data(changedBonprix.utf8))

    let text = await runCLI(["tree"], network: network, cacheDirectory: cache, now: now)
    XCTAssertTrue(
      text.stdout.contains(
        "Source: network (https://codechallenge.mobilelab.io/v1/bonprix/navigation), fetched just now"
      ))
    XCTAssertEqual(network.configurations.last?.apiKey, .challengeDefault)
  }

  @MainActor
  func testNetworkFailingFallsBackToTheCache() async throws {
    let cache = try makeTemporaryDirectory(self)
    try seedCache(cache, data: Data(changedBonprix.utf8), age: 3 * 3600)
    let network = RecordingClient([.failure(.serverError(status: 503))])
    let result = await runCLI(
      ["search", "Hemden"], network: network, cacheDirectory: cache, now: now)
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertEqual(network.fetchCount, 1)
    XCTAssertTrue(
      result.stdout.contains("Source: cache of 2027-01-15 05:00 UTC (3 hours old)"), result.stdout)
    XCTAssertTrue(result.stdout.contains("Herren › Hemden  [link]"))
    XCTAssertEqual(
      result.stderr,
      "shopmenu: The menu server has a problem (HTTP 503). Try again later. Using the cache of "
        + "2027-01-15 05:00 UTC (3 hours old) instead.\n")

    let json = try await runCLI(
      ["--json", "tree"], network: network, cacheDirectory: cache, now: now
    ).json()
    let source = try XCTUnwrap(json["source"] as? [String: Any])
    XCTAssertEqual(source["kind"] as? String, "cache")
    XCTAssertEqual(source["ageSeconds"] as? Int, 3 * 3600)
    XCTAssertEqual(source["date"] as? String, "2027-01-15T05:00:00Z")
    XCTAssertEqual(
      source["networkError"] as? String,
      "The menu server has a problem (HTTP 503). Try again later.")
  }

  @MainActor
  func testNetworkFailingWithoutCacheFallsBackToTheBundledSnapshot() async throws {
    let result = await runCLI(["tree"], network: RecordingClient([.failure(.offline)]), now: now)
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertTrue(
      result.stdout.hasPrefix("bonprix menu: 8 entries, 4 levels\nSource: bundled snapshot"))
    XCTAssertTrue(result.stderr.contains("You appear to be offline."))

    let mytoys = try await runCLI(["--shop", "mytoys", "--json", "tree"], now: now).json()
    XCTAssertEqual((mytoys["source"] as? [String: Any])?["kind"] as? String, "bundled")
    XCTAssertEqual(mytoys["count"] as? Int, 220)
  }

  @MainActor
  func testNoMenuAnywhereExitsThree() async throws {
    let result = await runCLI(
      ["tree"], network: RecordingClient([.failure(.keyRejected(status: 403))]),
      bundled: { _ in nil }, now: now)
    XCTAssertEqual(result.code, ExitCode.noMenu)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "shopmenu: Could not load the bonprix menu from the network (The menu server refused the API "
        + "key (HTTP 403)), and there is no cached or bundled menu.\n")

    let offline = await runCLI(["--offline", "tree"], bundled: { _ in nil }, now: now)
    XCTAssertEqual(offline.code, ExitCode.noMenu)
    XCTAssertTrue(offline.stderr.hasPrefix("shopmenu: No bonprix menu is available offline"))
  }

  @MainActor
  func testOfflineUsesCacheThenBundledWithoutTheNetwork() async throws {
    let cache = try makeTemporaryDirectory(self)
    let network = RecordingClient([.feed(Data(changedBonprix.utf8))])
    let bundled = await runCLI(["--offline", "tree"], network: network, cacheDirectory: cache)
    XCTAssertTrue(bundled.stdout.contains("Source: bundled snapshot"))
    XCTAssertEqual(bundled.stderr, "")
    try seedCache(cache, data: Data(changedBonprix.utf8), age: 120)
    let cached = await runCLI(
      ["--offline", "--cache-dir", cache.path, "tree"], network: network, now: now)
    XCTAssertTrue(cached.stdout.contains("Source: cache of 2027-01-15 07:58 UTC (2 minutes old)"))
    XCTAssertEqual(network.fetchCount, 0)
  }

  @MainActor
  func testCorruptCacheIsIgnored() async throws {
    let cache = try makeTemporaryDirectory(self)
    try Data("garbage\n{}".utf8).write(to: MenuDiskCache(directory: cache).fileURL(for: .bonprix))
    let result = await runCLI(["--offline", "tree"], cacheDirectory: cache)
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertTrue(result.stdout.contains("Source: bundled snapshot"))
  }

  @MainActor
  func testEndpointAndShopReachTheClient() async throws {
    let network = RecordingClient([.feed(Data(changedBonprix.utf8))])
    _ = await runCLI(
      ["--shop", "mytoys", "--endpoint", "http://127.0.0.1:8765/nav", "tree"], network: network)
    let configuration = try XCTUnwrap(network.configurations.first)
    XCTAssertEqual(configuration.id, .mytoys)
    XCTAssertEqual(configuration.navigationEndpoint.absoluteString, "http://127.0.0.1:8765/nav")
  }

  @MainActor
  func testAnEndpointHasItsOwnCache() async throws {
    let cache = try makeTemporaryDirectory(self)
    let result = await runCLI(
      ["--endpoint", "https://staging.example:8443/nav", "fetch"],
      network: RecordingClient([.feed(Data(changedBonprix.utf8))]), cacheDirectory: cache)
    XCTAssertEqual(result.code, ExitCode.success, result.stderr)
    XCTAssertNil(MenuDiskCache(directory: cache).load(.bonprix), "the shop's cache is untouched")
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("endpoints").path)
    XCTAssertEqual(folders.count, 1)
    XCTAssertTrue(folders[0].hasPrefix("staging.example-8443-"), folders[0])
    XCTAssertTrue(result.stdout.contains("Saved to \(cache.path)/endpoints/\(folders[0])/"))
  }

  @MainActor
  func testASpinnerOnlyOnATerminalWithColour() async throws {
    let terminal = await runCLI(
      ["--timeout", "0.4", "tree"], network: RecordingClient([.hang]), stdoutIsTerminal: true)
    XCTAssertTrue(terminal.stderr.hasPrefix("\r⠋ Loading the bonprix menu…"), terminal.stderr)
    XCTAssertTrue(terminal.stderr.contains("\r\u{1B}[K"), "erased")
    let noColor = await runCLI(
      ["--timeout", "0.4", "tree"], network: RecordingClient([.hang]),
      environment: ["NO_COLOR": "1"], stdoutIsTerminal: true)
    XCTAssertFalse(noColor.stderr.contains("⠋"))
    let piped = await runCLI(["--timeout", "0.4", "tree"], network: RecordingClient([.hang]))
    XCTAssertFalse(piped.stderr.contains("⠋"))
  }

  @MainActor
  func testAHangingNetworkGivesUpAtTheTimeout() async throws {
    let started = Date()
    let result = await runCLI(
      ["--timeout", "0.3", "tree"], network: RecordingClient([.hang]), now: now)
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertTrue(result.stderr.contains("did not answer in time"), result.stderr)
    XCTAssertTrue(result.stdout.contains("Source: bundled snapshot"))
  }

  // MARK: - fetch

  @MainActor
  func testFetchSaysWhatChangedByID() async throws {
    let cache = try makeTemporaryDirectory(self)
    let original = try CLIFixture.bonprix.data
    try seedCache(cache, data: original, age: 86_400 * 2)
    let network = RecordingClient([.feed(Data(changedBonprix.utf8))])
    let result = await runCLI(["fetch"], network: network, cacheDirectory: cache, now: now)
    XCTAssertEqual(result.code, ExitCode.success, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      Fetched the bonprix menu from https://codechallenge.mobilelab.io/v1/bonprix/navigation: \
      9 entries, 4 levels.
      Source: network (https://codechallenge.mobilelab.io/v1/bonprix/navigation), fetched just now
      Compared with the cache of 2027-01-13 08:00 UTC (2 days old): 2 added, 1 removed, 1 changed.
        + Herren  [category]  (and 1 below)
        - Shop  [link]
        ~ Damen › Mode: URL https://www.bonprix.de/kategorie/damen-mode/ → \
      https://www.bonprix.de/kategorie/damen-mode-neu/
      Saved to \(MenuDiskCache(directory: cache).fileURL(for: .bonprix).path)

      """)
    XCTAssertEqual(MenuDiskCache(directory: cache).load(.bonprix)?.data, Data(changedBonprix.utf8))

    let again = try await runCLI(
      ["fetch", "--json"], network: network, cacheDirectory: cache, now: now
    ).json()
    XCTAssertEqual(again["added"] as? [[String]], [])
    XCTAssertEqual((again["previous"] as? [String: Any])?["kind"] as? String, "cache")
    XCTAssertEqual((again["source"] as? [String: Any])?["kind"] as? String, "network")
    XCTAssertNotNil(again["savedTo"] as? String)
  }

  @MainActor
  func testFetchJSONListsEveryChangedID() async throws {
    let cache = try makeTemporaryDirectory(self)
    try seedCache(cache, data: try CLIFixture.bonprix.data, age: 60)
    let json = try await runCLI(
      ["fetch", "--json"], network: RecordingClient([.feed(Data(changedBonprix.utf8))]),
      cacheDirectory: cache, now: now
    ).json()
    XCTAssertEqual(json["added"] as? [[String]], [["Herren"], ["Herren", "Hemden"]])
    XCTAssertEqual(json["removed"] as? [[String]], [["Shop"]])
    let changed = try XCTUnwrap(json["changed"] as? [[String: Any]])
    XCTAssertEqual(changed.first?["id"] as? [String], ["Damen", "Mode"])
    XCTAssertEqual(json["entries"] as? Int, 9)
  }

  @MainActor
  func testFetchWithoutCacheComparesWithTheBundledSnapshot() async throws {
    let cache = try makeTemporaryDirectory(self)
    let result = await runCLI(
      ["fetch"], network: RecordingClient([.feed(try CLIFixture.bonprix.data)]),
      cacheDirectory: cache, now: now)
    XCTAssertEqual(result.code, ExitCode.success)
    XCTAssertTrue(result.stdout.contains("Compared with the bundled snapshot"), result.stdout)
    XCTAssertTrue(result.stdout.contains(": no changes."))
  }

  @MainActor
  func testFailedFetchExitsThreeAndLeavesTheCacheAsItWas() async throws {
    let cache = try makeTemporaryDirectory(self)
    try seedCache(cache, data: try CLIFixture.bonprix.data, age: 60)
    let file = MenuDiskCache(directory: cache).fileURL(for: .bonprix)
    let before = try Data(contentsOf: file)
    for answer in [
      RecordingClient.Answer.failure(.rateLimited(retryAfter: 30)), .feed(Data("<html>".utf8)),
      .hang,
    ] {
      let result = await runCLI(
        ["fetch", "--timeout", "0.3"], network: RecordingClient([answer]), cacheDirectory: cache,
        now: now)
      XCTAssertEqual(result.code, ExitCode.noMenu)
      XCTAssertEqual(result.stdout, "")
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "shopmenu: Could not fetch the bonprix menu from "
            + "https://codechallenge.mobilelab.io/v1/bonprix/navigation: "), result.stderr)
      XCTAssertTrue(result.stderr.hasSuffix(" The cached menu was left as it was.\n"))
      XCTAssertEqual(try Data(contentsOf: file), before)
    }
  }

  @MainActor
  func testFetchThatCannotSaveExitsThree() async throws {
    let folder = try makeTemporaryDirectory(self)
    let blocker = try writeFile("a file, not a folder", named: "blocker", in: folder)
    let result = await runCLI(
      ["fetch", "--cache-dir", blocker + "/sub"],
      network: RecordingClient([.feed(try CLIFixture.bonprix.data)]), now: now)
    XCTAssertEqual(result.code, ExitCode.noMenu)
    XCTAssertTrue(result.stderr.contains("was fetched but could not be saved"), result.stderr)
  }
}
