import XCTest

@testable import ShopMenu

/// The notice above a stale menu or the bundled copy says why: each cause its own symbol.
final class MenuNoticeTests: XCTestCase {
  private let since = Date(timeIntervalSinceReferenceDate: 800_000_000)

  private func notice(_ error: MenuLoadError) -> MenuNotice {
    MenuNotice(since: since, refreshFailedWith: error)
  }

  func testOfflineAndNoConnectionToTheServerSayOffline() {
    XCTAssertEqual(notice(.network(.offline)).cause, .offline)
    XCTAssertEqual(
      notice(.network(.transport(reason: "could not connect to the server"))).cause, .offline)
  }

  func testATimeoutSaysTheNetworkIsSlow() {
    XCTAssertEqual(notice(.network(.timedOut)).cause, .slowNetwork)
  }

  func testAnErrorFromTheServerOrABadFeedSaysTheServerHadAProblem() {
    for error: MenuLoadError in [
      .network(.keyRejected(status: 401)), .network(.serverError(status: 500)),
      .network(.notFound), .network(.rateLimited(retryAfter: 30)),
      .network(.unexpectedStatus(302)), .feed(.tooDeep(limit: 32)), .unavailable,
    ] {
      XCTAssertEqual(notice(error).cause, .serverError, "\(error)")
    }
  }

  func testEachCauseHasASymbolOfItsOwnAndTheBundledCopyNoDate() {
    let errors: [MenuLoadError] = [.network(.offline), .unavailable, .network(.timedOut)]
    XCTAssertEqual(Set(errors.map { notice($0).symbolName }).count, 3)
    let bundled = MenuNotice(bundledCopyBecause: .network(.offline))
    XCTAssertTrue(bundled.isBundledCopy)
    XCTAssertNil(bundled.since)
    XCTAssertEqual(bundled.cause, .offline)
    XCTAssertFalse(notice(.network(.offline)).isBundledCopy)
    XCTAssertEqual(notice(.network(.offline)).since, since)
  }

  @MainActor
  func testAStaleMenuAfterAServerErrorSaysSo() async throws {
    let cached = try XCTUnwrap(ShopAppModel.previewSnapshot(source: .disk, fetchedAt: since))
    let model = ShopAppModel.preview(.stale(cached, reason: .network(.serverError(status: 503))))
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .serverError, isBundledCopy: false, since: since))
    let bundled = try XCTUnwrap(ShopAppModel.previewSnapshot(source: .bundled))
    XCTAssertEqual(
      ShopAppModel.preview(.ready(bundled)).menuNotice,
      MenuNotice(cause: .slowNetwork, isBundledCopy: true, since: nil),
      "shown before the first load ended: it is taking long")
    let offline = ShopAppModel.preview(.stale(bundled, reason: .network(.offline)))
    XCTAssertEqual(offline.menuNotice, MenuNotice(bundledCopyBecause: .network(.offline)))
  }
}
