#if os(Linux) || os(macOS)
  import Foundation
  import XCTest

  @testable import ShopMenu

  /// A ``MenuRepository`` with a disk cache and the live client against the loopback server:
  /// after a good refresh, each fault mode fails the next refresh with the client's or the
  /// decoder's error and leaves the last good menu untouched, in memory and on disk.
  final class LoopbackRepositoryFaultTests: XCTestCase {
    private static let shared = LoopbackServer.Shared()

    override class func tearDown() {
      shared.stop()
      super.tearDown()
    }

    private var server: LoopbackServer!
    private let token = String(UUID().uuidString.prefix(8))
    private let recorder = RetryRecorder()
    private let switcher = ClientSwitch()

    override func setUpWithError() throws {
      server = try Self.shared.get()
    }

    private func liveClient(
      _ fault: String?, _ extra: String = "", retryWaits: [TimeInterval] = [1]
    )
      -> MenuClient
    {
      let url = server.endpoint(fault: fault, token: token, extra)
      let options = recorder.options(timeout: 1, retryWaits: retryWaits)
      return MenuClient.live(shop: server.shop(url), options: options)
    }

    /// Refreshes once from the good feed, then once through `fault`, and checks the refresh
    /// failed as `matches` says while the menu, memory and disk, stayed as it was.
    private func assertFaultKeepsTheMenu(
      _ fault: String, _ extra: String = "", retryWaits: [TimeInterval] = [1],
      file: StaticString = #filePath, line: UInt = #line,
      matches: (MenuLoadError) -> Bool
    ) async throws {
      let cache = MenuDiskCache(directory: try temporaryDirectory(self))
      let repository = MenuRepository(
        shop: .bonprix, client: switcher.client, cache: cache, bundled: { nil },
        limits: FeedDecoder.Limits(maxBytes: 1 << 20))
      switcher.use(liveClient(nil))
      let good = try await repository.refresh()
      let saved = try Data(contentsOf: cache.fileURL(for: .bonprix))
      XCTAssertFalse(good.menu.entries.isEmpty, file: file, line: line)

      switcher.use(liveClient(fault, extra, retryWaits: retryWaits))
      do {
        let snapshot = try await repository.refresh()
        XCTFail("\(fault): refresh succeeded with \(snapshot.source)", file: file, line: line)
      } catch let error as MenuLoadError {
        XCTAssertTrue(matches(error), "\(fault): \(error)", file: file, line: line)
      }
      let held = await repository.savedSnapshot()
      XCTAssertEqual(held, good, "\(fault): the menu in memory changed", file: file, line: line)
      let onDisk = try Data(contentsOf: cache.fileURL(for: .bonprix))
      XCTAssertEqual(onDisk, saved, "\(fault): the file on disk changed", file: file, line: line)
      let reopened = MenuRepository(shop: .bonprix, client: .failing(.offline), cache: cache)
      let fromDisk = await reopened.savedSnapshot()
      XCTAssertEqual(fromDisk?.menu, good.menu, file: file, line: line)
      XCTAssertEqual(fromDisk?.source, .disk, file: file, line: line)
    }

    // MARK: - Faults

    func testSlowHeaders() async throws {
      try await assertFaultKeepsTheMenu("slow-headers", retryWaits: []) {
        $0 == .network(.timedOut)
      }
    }

    func testABodyThatStalls() async throws {
      try await assertFaultKeepsTheMenu("slow-body", retryWaits: []) { $0 == .network(.timedOut) }
    }

    func testTruncatedBody() async throws {
      try await assertFaultKeepsTheMenu("truncated") {
        // Each system words it its own way ("the connection was lost", curl's "transfer closed").
        if case .network(.transport) = $0 { return true }
        return false
      }
    }

    /// An HTML page with a 200: the client hands it on, the decoder refuses it.
    func testHTMLPageWith200() async throws {
      try await assertFaultKeepsTheMenu("html-200") {
        if case .feed(.notJSON) = $0 { return true }
        return false
      }
    }

    func testUnauthorizedAndForbidden() async throws {
      try await assertFaultKeepsTheMenu("401") { $0 == .network(.keyRejected(status: 401)) }
      try await assertFaultKeepsTheMenu("403") { $0 == .network(.keyRejected(status: 403)) }
    }

    func testRateLimited() async throws {
      try await assertFaultKeepsTheMenu("429", "&retry-after=1") {
        $0 == .network(.rateLimited(retryAfter: 1))
      }
    }

    func testServiceUnavailableThenRecovers() async throws {
      try await assertFaultKeepsTheMenu("503-then-200", retryWaits: []) {
        $0 == .network(.serverError(status: 503))
      }
      let cache = MenuDiskCache(directory: try temporaryDirectory(self))
      let repository = MenuRepository(
        shop: .bonprix, client: liveClient("503-then-200"), cache: cache, bundled: { nil })
      let recovered = try await repository.refresh()
      XCTAssertEqual(recovered.source, .network, "the server answers 200 after its one 503")
    }

    /// 2 MiB, with and without `Content-Length`: the decoder's size limit (here 1 MiB) refuses
    /// it, as the app's 8 MiB limit refuses a larger one.
    func testHugeBody() async throws {
      for fault in ["huge", "huge-chunked"] {
        try await assertFaultKeepsTheMenu(fault, "&size=2097152") {
          $0 == .feed(.tooLarge(bytes: 2_097_152, limit: 1 << 20))
        }
      }
    }

    func testConnectionReset() async throws {
      try await assertFaultKeepsTheMenu("reset") {
        if case .network(.transport) = $0 { return true }
        return false
      }
    }
  }

  /// A client whose target can be swapped between refreshes of one repository.
  private final class ClientSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var current: MenuClient = .failing(.offline)

    func use(_ client: MenuClient) {
      lock.lock()
      current = client
      lock.unlock()
    }

    private func selected() -> MenuClient {
      lock.lock()
      defer { lock.unlock() }
      return current
    }

    var client: MenuClient {
      MenuClient { validators in try await self.selected().fetch(validators) }
    }
  }
#endif
