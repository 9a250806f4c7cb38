import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TeaserLoader {
  nonisolated static var diskCacheCapacity: Int { 50 * 1024 * 1024 }

  /// The app's loader, on the one live session in ``standardCacheDirectory()``.
  public static func live(policy: URLPolicy) -> TeaserLoader {
    TeaserLoader(policy: policy, session: liveSession)
  }

  /// On disk only, as the server says; one per folder (two caches overwrite each other's index).
  nonisolated static func makeLiveSession(cacheDirectory: URL) -> URLSession {
    let configuration = URLSessionConfiguration.default
    #if canImport(FoundationNetworking)
      configuration.urlCache = URLCache(
        memoryCapacity: 0, diskCapacity: diskCacheCapacity, diskPath: cacheDirectory.path)
    #else
      configuration.urlCache = URLCache(
        memoryCapacity: 0, diskCapacity: diskCacheCapacity, directory: cacheDirectory)
    #endif
    configuration.requestCachePolicy = .useProtocolCachePolicy
    configuration.timeoutIntervalForRequest = 30
    return URLSession(configuration: configuration)
  }

  /// The platform's caches folder, `…/Caches/ShopMenu/Teasers`.
  public nonisolated static func standardCacheDirectory() -> URL {
    MenuDiskCache.standardDirectory().appendingPathComponent("Teasers", isDirectory: true)
  }
}

private let liveSession = TeaserLoader.makeLiveSession(
  cacheDirectory: TeaserLoader.standardCacheDirectory())
