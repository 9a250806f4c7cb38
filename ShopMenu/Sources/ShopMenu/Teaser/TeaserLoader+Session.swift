import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TeaserLoader {
  /// The app's loader: answers kept on disk as the server allows, in `…/Caches/ShopMenu/Teasers`.
  public static func live(policy: URLPolicy) -> TeaserLoader {
    TeaserLoader(policy: policy) { await TeaserLoader.fetch($0, on: liveSession) }
  }

  /// `.image` for a 2xx answer with a body, whatever it holds: the view tells if it is no image
  /// (``imageUnreadable(_:)``).
  nonisolated static func fetch(_ request: URLRequest, on session: URLSession) async
    -> TeaserResult
  {
    guard let (body, response) = try? await session.data(for: request),
      let status = (response as? HTTPURLResponse)?.statusCode, (200...299).contains(status),
      !body.isEmpty
    else { return .failed }
    return .image(body)
  }
}

/// On disk only: the loader keeps the images in memory. `URLCache` stores an answer only up to
/// about 5 % of its disk capacity, hence 50 MB.
private let liveSession: URLSession = {
  let directory = MenuDiskCache.standardDirectory().appendingPathComponent(
    "Teasers", isDirectory: true)
  let configuration = URLSessionConfiguration.default
  #if canImport(FoundationNetworking)
    configuration.urlCache = URLCache(
      memoryCapacity: 0, diskCapacity: 50 * 1024 * 1024, diskPath: directory.path)
  #else
    configuration.urlCache = URLCache(
      memoryCapacity: 0, diskCapacity: 50 * 1024 * 1024, directory: directory)
  #endif
  return URLSession(configuration: configuration)
}()
