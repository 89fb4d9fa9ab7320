# Builds the Windows installer of Sagrada Artisans Desktop on a Windows 10/11 x64 machine:
#   dist\sagrada-artisans\                       the program (PyInstaller, one folder, windowed)
#   dist\sagrada-artisans-<version>-setup.exe    the installer (Inno Setup)
#
# Needs: Python 3.11 or later for x64 from python.org (the `py` launcher, or set $env:PYTHON to
# python.exe), and Inno Setup 6.3 or later (iscc.exe on the PATH or in its default folder).
# Run from any folder:  powershell -ExecutionPolicy Bypass -File installer\windows\build.ps1
#
# Code signing (optional): set SAGRADA_SIGN_CERT to a .pfx certificate file and
# SAGRADA_SIGN_PASSWORD to its password (SAGRADA_TIMESTAMP_URL to another RFC 3161 timestamp
# server); the programs, the setup and its uninstaller are then signed with signtool (Windows
# SDK) and timestamped, so that the signatures outlive the certificate. Without them nothing is
# signed. SAGRADA_HOMEPAGE (or [project.urls] Homepage in pyproject.toml) is the publisher URL.

$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

function Invoke-Checked {
    param([string] $Program, [string[]] $Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program $Arguments exited $LASTEXITCODE" }
}

if (-not (Test-Path ".venv\Scripts\python.exe")) {
    if ($env:PYTHON) { Invoke-Checked $env:PYTHON @("-m", "venv", ".venv") }
    else { Invoke-Checked "py" @("-3", "-m", "venv", ".venv") }
}
$python = ".venv\Scripts\python.exe"
Invoke-Checked $python @("-m", "pip", "install", "--upgrade", "pip")
Invoke-Checked $python @("-m", "pip", "install", "-e", ".[installer]")

# The spec renders build\icons\sagrada-artisans.ico from the SVG before PyInstaller uses it.
Invoke-Checked $python @("-m", "PyInstaller", "--noconfirm", "--distpath", "dist",
    "--workpath", "build\pyinstaller", "installer\sagrada-artisans.spec")

$sign = $null
if ($env:SAGRADA_SIGN_CERT) {
    $signtool = (Get-Command "signtool.exe" -ErrorAction SilentlyContinue).Source
    if (-not $signtool) {
        $signtool = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" -ErrorAction SilentlyContinue |
            Sort-Object FullName | Select-Object -Last 1 -ExpandProperty FullName
    }
    if (-not $signtool) { throw "SAGRADA_SIGN_CERT is set but signtool.exe (Windows SDK) is not found" }
    $timestamp = if ($env:SAGRADA_TIMESTAMP_URL) { $env:SAGRADA_TIMESTAMP_URL } else { "http://timestamp.digicert.com" }
    $sign = @("sign", "/f", $env:SAGRADA_SIGN_CERT, "/p", $env:SAGRADA_SIGN_PASSWORD, "/fd", "sha256",
              "/tr", $timestamp, "/td", "sha256", "/d", "Sagrada Artisans")
    foreach ($exe in @("dist\sagrada-artisans\sagrada-artisans.exe", "dist\sagrada-artisans\sagrada-artisans-cli.exe")) {
        Invoke-Checked $signtool ($sign + @($exe))
    }
}

# The console twin prints; the windowed program would not. Both share dist\sagrada-artisans\.
$env:QT_QPA_PLATFORM = "offscreen"
Invoke-Checked "dist\sagrada-artisans\sagrada-artisans-cli.exe" @("--version")
Invoke-Checked "dist\sagrada-artisans\sagrada-artisans-cli.exe" @("--smoke")
Remove-Item Env:QT_QPA_PLATFORM

$version = (& $python -c "import pathlib, sys; sys.path.insert(0, 'installer'); import bundle_policy; print(bundle_policy.project_version(pathlib.Path('.')))").Trim()
if ($LASTEXITCODE -ne 0 -or -not $version) { throw "could not read the project's version" }

$iscc = (Get-Command "iscc.exe" -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    foreach ($dir in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, "$env:LOCALAPPDATA\Programs")) {
        if ($dir -and (Test-Path "$dir\Inno Setup 6\ISCC.exe")) { $iscc = "$dir\Inno Setup 6\ISCC.exe"; break }
    }
}
if (-not $iscc) { throw "Inno Setup 6 (ISCC.exe) not found: install it from jrsoftware.org" }
$homepage = $env:SAGRADA_HOMEPAGE
if (-not $homepage) {
    $homepage = (& $python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project'].get('urls', {}).get('Homepage', ''))").Trim()
}
$isccArgs = @("/DAppVersion=$version")
if ($homepage) { $isccArgs += "/DAppURL=$homepage" }
if ($sign) {
    # Inno Setup signs the setup and the uninstaller with this command ($f: the file).
    $quoted = ($sign | ForEach-Object { if ($_ -match '\s') { "`"$_`"" } else { $_ } }) -join " "
    $isccArgs += @("/DSignTool=sagrada", "/Ssagrada=`"$signtool`" $quoted `$f")
}
Invoke-Checked $iscc ($isccArgs + @("installer\windows\sagrada-artisans.iss"))
Write-Host "Built dist\sagrada-artisans-$version-setup.exe"
