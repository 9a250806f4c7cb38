import Foundation
import XCTest

@testable import ShopMenu

/// Stands in for the client's sleep: records each wait instead of waiting.
final class RetryRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var waits: [TimeInterval] = []

  /// The waits asked for, in order.
  var sleeps: [TimeInterval] { lock.locked { waits } }

  /// Options with this recorder's sleep.
  func options(timeout: TimeInterval = 5, retryWaits: [TimeInterval] = [1, 2])
    -> MenuClient.Options
  {
    var options = MenuClient.Options(timeout: timeout, retryWaits: retryWaits)
    options.sleep = { [self] seconds in lock.locked { waits.append(seconds) } }
    return options
  }
}

/// Runs `fetch` and returns the ``MenuAPIError`` it throws, failing the test if it succeeds or
/// throws something else, or has not ended after 30 seconds (``bounded(_:_:)``).
func fetchError(
  _ client: MenuClient, validators: CacheValidators? = nil,
  file: StaticString = #filePath, line: UInt = #line
) async -> MenuAPIError? {
  do {
    let response = try await bounded("the fetch", file: file, line: line) {
      try await client.fetch(validators)
    }
    if let response { XCTFail("expected an error, got \(response)", file: file, line: line) }
  } catch let error as MenuAPIError {
    return error
  } catch {
    XCTFail("expected a MenuAPIError, got \(error)", file: file, line: line)
  }
  return nil
}

/// Runs `fetch`, failing the test if it has not ended after 30 seconds (``bounded(_:_:)``).
func fetch(
  _ client: MenuClient, validators: CacheValidators? = nil,
  file: StaticString = #filePath, line: UInt = #line
) async throws -> FetchResponse? {
  try await bounded("the fetch", file: file, line: line) { try await client.fetch(validators) }
}
